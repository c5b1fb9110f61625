import { CATEGORY_GROUP_NAMES, categoryLabel } from '@common/categories';
import { cn } from '@web/lib/utils';

/** 'all' plus the ten groups of decision 1: short enough for chips, and the feed accepts groups. */
export const SEARCH_CATEGORIES = ['all', ...CATEGORY_GROUP_NAMES] as const;

export function CategoryChips({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  return (
    <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      <legend className="sr-only">Filter projects by category</legend>
      {SEARCH_CATEGORIES.map((category) => {
        const pressed = value === category;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(category)}
            className={cn(
              'inline-flex h-8 shrink-0 items-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              pressed
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-foreground hover:border-ring/60 hover:bg-accent',
            )}
          >
            {categoryLabel(category)}
          </button>
        );
      })}
    </fieldset>
  );
}
