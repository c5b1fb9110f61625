import { CATEGORY_GROUP_NAMES, CATEGORY_GROUPS, categoryLabel } from '@common/categories';
import { MAX_CATEGORIES } from '@common/projects';
import { chipClass } from '@web/components/projects/category-chips';
import { toast } from '@web/components/ui/use-toast';
import { Check } from 'lucide-react';
import { VALIDATION_MESSAGES } from '../lib/project-form';

/** Each category once, under the first group that holds it (mobile-games sits in two). */
const SECTIONS = (() => {
  const seen = new Set<string>();
  return CATEGORY_GROUP_NAMES.map((group) => {
    const members = CATEGORY_GROUPS[group].filter((category) => !seen.has(category));
    for (const member of members) seen.add(member);
    return { group, members };
  });
})();

interface CategoryPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  labelledBy: string;
}

/**
 * 1 to 3 of the 43 categories (decision 1), grouped for scanning. A fourth choice is refused with
 * the spec's 'Validation Error' toast rather than silently ignored.
 */
export function CategoryPicker({ value, onChange, labelledBy }: CategoryPickerProps) {
  const toggle = (category: string) => {
    if (value.includes(category)) {
      onChange(value.filter((entry) => entry !== category));
      return;
    }
    if (value.length >= MAX_CATEGORIES) {
      toast({ title: 'Validation Error', description: VALIDATION_MESSAGES.tooManyCategories, variant: 'destructive' });
      return;
    }
    onChange([...value, category]);
  };

  return (
    <fieldset aria-labelledby={labelledBy} className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {value.length === 0
          ? `Choose 1 to ${MAX_CATEGORIES} categories.`
          : `${value.length} of ${MAX_CATEGORIES} selected: ${value.map(categoryLabel).join(', ')}`}
      </p>
      {SECTIONS.map(({ group, members }) => (
        <div key={group} className="flex flex-col gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{categoryLabel(group)}</p>
          <div className="flex flex-wrap gap-2">
            {members.map((category) => {
              const selected = value.includes(category);
              return (
                <button
                  key={category}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => toggle(category)}
                  className={chipClass(selected)}
                >
                  {selected ? <Check aria-hidden="true" className="-ml-0.5 mr-1 size-3.5" /> : null}
                  {categoryLabel(category)}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
