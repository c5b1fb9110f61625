import type { Category, CategoryGroup } from '@common/categories';
import { MAX_CATEGORIES } from '@common/projects-constants';
import { ToggleChip } from '@web/entities/project/components/category-chips';
import { useCategoryLabel } from '@web/entities/project/lib/category-label';
import { SearchInput } from '@web/components/ui/search-input';
import { toast } from '@web/components/ui/use-toast';
import { type Translator, useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { CATEGORY_SECTIONS, searchCategories } from '../lib/category-search';
import { Chips } from '@web/components/ui/list-input';

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
  const { t } = useI18n();
  const categoryLabel = useCategoryLabel();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<CategoryGroup>>(() => new Set());
  const results = useRef<HTMLDivElement>(null);
  const id = useId();
  const searching = query.trim() !== '';
  const full = value.length >= MAX_CATEGORIES;

  // Only a new query (or language) changes the matches; a choice made re-renders without searching again.
  const matches = useMemo(() => searchCategories(query, categoryLabel), [query, categoryLabel]);

  const toggle = (category: string) => {
    if (value.includes(category)) {
      onChange(value.filter((entry) => entry !== category));
      return;
    }
    if (full) {
      toast({ title: t('categories.picker.validationError'), description: t('categories.picker.tooMany', { max: MAX_CATEGORIES }), variant: 'destructive' });
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
    // Still pressable when three are chosen: the press says why it does nothing (the spec's toast).
    const blocked = full && !selected;
    return (
      <ToggleChip
        key={category}
        selected={selected}
        onToggle={() => toggle(category)}
        className={cn('h-auto min-h-8 whitespace-normal py-1 text-start', blocked && 'opacity-60')}
      >
        {categoryLabel(category)}
      </ToggleChip>
    );
  };

  const status =
    value.length === 0
      ? t('categories.picker.choose', { max: MAX_CATEGORIES })
      : full
        ? t('categories.picker.full', { max: MAX_CATEGORIES })
        : t('categories.picker.chosenOf', { count: value.length, max: MAX_CATEGORIES });

  return (
    <fieldset aria-labelledby={labelledBy} className="flex min-w-0 flex-col gap-3">
      <Chips values={value} noun="category" labelOf={categoryLabel} onRemove={(category) => onChange(value.filter((entry) => entry !== category))} />
      <p className={cn('text-sm', full ? 'font-medium text-foreground' : 'text-muted-foreground')} aria-live="polite">
        {status}
      </p>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          {t('categories.picker.find')}
        </label>
        <SearchInput
          id={`${id}-search`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          placeholder={t('categories.picker.placeholder')}
          autoComplete="off"
          aria-controls={`${id}-options`}
          aria-describedby={`${id}-search-hint`}
        />
        <p id={`${id}-search-hint`} className="text-xs text-muted-foreground">
          {searchHint(t, searching, matches.length, full)}
        </p>
      </div>

      <div id={`${id}-options`} ref={results} className="overflow-hidden rounded-lg border border-border">
        {searching ? (
          matches.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted-foreground">{t('categories.picker.noMatch', { query: query.trim() })}</p>
          ) : (
            <fieldset aria-label={t('categories.picker.matching')} className="flex min-w-0 flex-wrap gap-2 p-3">
              {matches.map(option)}
            </fieldset>
          )
        ) : (
          <ul className="divide-y divide-border">
            {CATEGORY_SECTIONS.map(({ group, members }) => {
              const label = categoryLabel(group);
              const chosen = members.filter((category) => value.includes(category)).length;
              const panelId = `${id}-${group}`;
              const expanded = open.has(group);
              return (
                <li key={group}>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggleGroup(group)}
                    className="flex min-h-11 w-full items-center gap-2 px-3 py-2 text-start text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
                  >
                    <ChevronRight aria-hidden="true" className={cn('size-4 shrink-0 text-muted-foreground transition-transform rtl:-scale-x-100', expanded && 'rotate-90')} />
                    <span className="min-w-0 flex-1 break-words">{label}</span>
                    {chosen > 0 ? (
                      <span className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">{t('categories.picker.groupChosen', { count: chosen })}</span>
                    ) : (
                      <span className="text-xs font-normal text-muted-foreground">
                        {members.length}
                        <span className="sr-only"> {t('categories.picker.groupSize', { count: members.length })}</span>
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

/** What Enter and ↓ do now; with the limit reached they can only show, so it says how to make room. */
function searchHint(t: Translator['t'], searching: boolean, count: number, full: boolean): string {
  if (!searching) return t('categories.picker.hintBrowse');
  if (full) return t('categories.picker.hintFull', { count });
  return count === 1 ? t('categories.picker.hintOne') : t('categories.picker.hintMany', { count });
}
