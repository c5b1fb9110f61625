import { ALL_CATEGORY_FILTERS, INITIAL_VISIBLE_CATEGORIES } from '@common/projects';
import { CategoryChips } from '@web/components/projects/category-chips';
import { Button } from '@web/components/ui/button';
import { ChevronDown, ChevronUp } from 'lucide-react';
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
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const first = ALL_CATEGORY_FILTERS.slice(0, INITIAL_VISIBLE_CATEGORIES);
  const visible = expanded ? ALL_CATEGORY_FILTERS : first.includes(value as never) ? first : [...first, value];

  return (
    <div className="flex flex-col items-start gap-3">
      <div id={listId} className="w-full">
        <CategoryChips options={visible} value={value} onChange={onChange} label="Filter by category" />
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
        className="-ml-2 text-muted-foreground"
      >
        {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        {expanded ? 'Show Less' : 'Show More Categories'}
      </Button>
    </div>
  );
}
