import { ALL_CATEGORY_FILTERS } from '@common/categories';
import { INITIAL_VISIBLE_CATEGORIES } from '@common/projects-constants';
import { CategoryChips } from '@web/entities/project/components/category-chips';
import { ShowMoreToggle } from '@web/components/ui/show-more-toggle';
import { useI18n } from '@web/lib/i18n';
import { useId, useState } from 'react';

interface CategoryFilterProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * 'all' plus the 43 categories (decision 0003): the first 10 until Show More Categories. A chosen
 * chip that would be folded away stays visible, so the filter in force is always on screen.
 */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const first = ALL_CATEGORY_FILTERS.slice(0, INITIAL_VISIBLE_CATEGORIES);
  const visible = expanded ? ALL_CATEGORY_FILTERS : first.includes(value as never) ? first : [...first, value];

  return (
    <div className="flex flex-col items-start gap-3">
      <div id={listId} className="w-full">
        <CategoryChips options={visible} value={value} onChange={onChange} label={t('discover.filterLabel')} />
      </div>
      <ShowMoreToggle
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        controls={listId}
        more={t('discover.showMore')}
        less={t('discover.showLess')}
      />
    </div>
  );
}
