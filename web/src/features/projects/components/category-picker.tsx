import { type Category, CATEGORY_GROUP_LABELS, CATEGORY_GROUP_NAMES, CATEGORY_GROUPS, type CategoryGroup, categoryLabel } from '@common/categories';
import { MAX_CATEGORIES } from '@common/projects';
import { chipClass } from '@web/components/projects/category-chips';
import { SearchInput } from '@web/components/ui/search-input';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/utils';
import { Check, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { VALIDATION_MESSAGES } from '../lib/project-form';
import { Chips } from './list-input';

interface Section {
  group: CategoryGroup;
  members: Category[];
}

/** Each category once, under the first group that holds it (mobile-games sits in two). */
const SECTIONS: Section[] = (() => {
  const seen = new Set<string>();
  return CATEGORY_GROUP_NAMES.map((group) => {
    const members = CATEGORY_GROUPS[group].filter((category) => !seen.has(category));
    for (const member of members) seen.add(member);
    return { group, members };
  });
})();

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The words a category answers to: its name, its key and its group's name ("games" finds "Indie Games"). */
const SEARCH_WORDS = new Map<Category, { words: string[]; compact: string }>(
  SECTIONS.flatMap(({ group, members }) =>
    members.map((category) => {
      const text = `${categoryLabel(category)} ${category} ${CATEGORY_GROUP_LABELS[group]} ${group}`;
      return [category, { words: words(text), compact: compact(categoryLabel(category)) }] as const;
    }),
  ),
);

/** Every typed word starts a word of the category's name (or, from 3 letters, appears in it). */
export function matchesCategory(category: Category, query: string): boolean {
  const entry = SEARCH_WORDS.get(category);
  if (!entry) return false;
  const typed = words(query);
  if (typed.length === 0) return true;
  return typed.every((word) => entry.words.some((candidate) => candidate.startsWith(word)) || (word.length >= 3 && entry.compact.includes(word)));
}

interface CategoryPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  labelledBy: string;
}

/**
 * 1 to 3 of the 43 categories (decision 1): the chosen ones on top with a remove button each, a
 * search box (Enter takes the first match, ↓ moves into the matches) and the ten groups as
 * collapsed lists. A fourth choice is refused with the spec's 'Validation Error' toast.
 */
export function CategoryPicker({ value, onChange, labelledBy }: CategoryPickerProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<CategoryGroup>>(() => new Set());
  const results = useRef<HTMLDivElement>(null);
  const id = useId();
  const searching = query.trim() !== '';
  const full = value.length >= MAX_CATEGORIES;

  const sections = searching
    ? SECTIONS.map(({ group, members }) => ({ group, members: members.filter((category) => matchesCategory(category, query)) })).filter(
        ({ members }) => members.length > 0,
      )
    : SECTIONS;
  const matches = sections.flatMap(({ members }) => members);

  const toggle = (category: string) => {
    if (value.includes(category)) {
      onChange(value.filter((entry) => entry !== category));
      return;
    }
    if (full) {
      toast({ title: 'Validation Error', description: VALIDATION_MESSAGES.tooManyCategories, variant: 'destructive' });
      return;
    }
    onChange([...value, category]);
  };

  const toggleGroup = (group: CategoryGroup) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Never submit the whole form from here.
      event.preventDefault();
      const first = matches[0];
      if (searching && first) {
        toggle(first);
        setQuery('');
      }
    } else if (event.key === 'ArrowDown' && searching) {
      event.preventDefault();
      results.current?.querySelector<HTMLButtonElement>('button[aria-pressed]')?.focus();
    } else if (event.key === 'Escape' && searching) {
      event.preventDefault();
      setQuery('');
    }
  };

  const option = (category: Category) => {
    const selected = value.includes(category);
    const blocked = full && !selected;
    return (
      <button
        key={category}
        type="button"
        aria-pressed={selected}
        aria-disabled={blocked || undefined}
        onClick={() => toggle(category)}
        className={cn(chipClass(selected), 'h-auto min-h-8 whitespace-normal py-1 text-left', blocked && 'opacity-55')}
      >
        {selected ? <Check aria-hidden="true" className="-ml-0.5 mr-1 size-3.5 shrink-0" /> : null}
        {categoryLabel(category)}
      </button>
    );
  };

  const status =
    value.length === 0
      ? `Choose 1 to ${MAX_CATEGORIES} categories.`
      : full
        ? `${MAX_CATEGORIES} of ${MAX_CATEGORIES} chosen, the most a project can have. Remove one to choose another.`
        : `${value.length} of ${MAX_CATEGORIES} chosen.`;

  return (
    <fieldset aria-labelledby={labelledBy} className="flex min-w-0 flex-col gap-3">
      <Chips values={value} noun="category" labelOf={categoryLabel} onRemove={(category) => onChange(value.filter((entry) => entry !== category))} />
      <p className={cn('text-sm', full ? 'font-medium text-foreground' : 'text-muted-foreground')} aria-live="polite">
        {status}
      </p>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          Find a category
        </label>
        <SearchInput
          id={`${id}-search`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          placeholder="e.g. games, API, iOS"
          autoComplete="off"
          aria-controls={`${id}-options`}
          aria-describedby={`${id}-search-hint`}
        />
        <p id={`${id}-search-hint`} className="text-xs text-muted-foreground">
          {searching
            ? matches.length === 1
              ? '1 match: press Enter to choose it.'
              : `${matches.length} matches: Enter chooses the first, ↓ moves to the list.`
            : 'Or open a group below.'}
        </p>
      </div>

      <div id={`${id}-options`} ref={results} className="overflow-hidden rounded-lg border border-border">
        {searching && matches.length === 0 ? (
          <p className="px-3 py-4 text-sm text-muted-foreground" role="status">{`No category matches “${query.trim()}”.`}</p>
        ) : (
          <ul className="divide-y divide-border">
            {sections.map(({ group, members }) => {
              const label = CATEGORY_GROUP_LABELS[group];
              const chosen = members.filter((category) => value.includes(category)).length;
              const panelId = `${id}-${group}`;
              if (searching) {
                return (
                  <li key={group} className="flex flex-col gap-2 px-3 py-3">
                    <p id={`${panelId}-heading`} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                      {label}
                    </p>
                    <fieldset aria-labelledby={`${panelId}-heading`} className="flex min-w-0 flex-wrap gap-2">
                      {members.map(option)}
                    </fieldset>
                  </li>
                );
              }
              const expanded = open.has(group);
              return (
                <li key={group}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggleGroup(group)}
                    className="flex min-h-11 w-full items-center gap-2 px-3 py-2 text-left text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                  >
                    <ChevronRight aria-hidden="true" className={cn('size-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-90')} />
                    <span className="flex-1">{label}</span>
                    {chosen > 0 ? (
                      <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">{`${chosen} chosen`}</span>
                    ) : (
                      <span className="text-xs font-normal text-muted-foreground">
                        {members.length}
                        <span className="sr-only"> categories</span>
                      </span>
                    )}
                  </button>
                  <fieldset id={panelId} aria-label={label} hidden={!expanded} className="min-w-0 flex-wrap gap-2 px-3 pb-3 pt-1 [&:not([hidden])]:flex">
                    {members.map(option)}
                  </fieldset>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
