import { cleanList } from '@common/text';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';

interface ListInputProps {
  id: string;
  /** What an entry is, for names and hints: "technology", "tag" or "category" (named in each language by ui.list.*). */
  noun: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  /** Hide the chips (when the caller shows the chosen values itself). */
  hideChips?: boolean;
  /** Known entries offered as the person types (a <datalist>); a typed match takes their spelling. */
  suggestions?: readonly string[];
}

/** Free entries: trimmed, non-empty, duplicates ignored (spec §5). Enter or Add appends. */
export function ListInput({ id, noun, value, onChange, placeholder, hideChips = false, suggestions }: ListInputProps) {
  const [draft, setDraft] = useState('');
  const { rich } = useI18n();
  const add = () => {
    const known = suggestions?.find((entry) => entry.toLowerCase() === draft.trim().toLowerCase());
    const next = cleanList([...value, known ?? draft]);
    onChange(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={40}
          list={suggestions ? `${id}-suggestions` : undefined}
          autoComplete="off"
        />
        {suggestions ? (
          <datalist id={`${id}-suggestions`}>
            {suggestions.map((entry) => (
              <option key={entry} value={entry} />
            ))}
          </datalist>
        ) : null}
        <Button type="button" variant="secondary" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
          {rich('ui.list.add', { noun, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
        </Button>
      </div>
      {hideChips ? null : <Chips values={value} noun={noun} onRemove={(entry) => onChange(value.filter((item) => item !== entry))} />}
    </div>
  );
}

interface ChipsProps {
  values: readonly string[];
  noun: string;
  onRemove: (value: string) => void;
  /** The written name of a value (e.g. a category's label); the value itself by default. */
  labelOf?: (value: string) => string;
}

export function Chips({ values, noun, onRemove, labelOf = (value) => value }: ChipsProps) {
  const { t } = useI18n();
  if (values.length === 0) return null;
  return (
    <ul className="flex min-w-0 flex-wrap gap-2" aria-label={t('ui.list.chosen', { noun })}>
      {values.map((entry) => (
        <li
          key={entry}
          className="inline-flex max-w-full items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 py-0.5 ps-3 pe-1 text-sm font-medium text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
        >
          <span className="min-w-0 break-words">{labelOf(entry)}</span>
          <button
            type="button"
            onClick={() => onRemove(entry)}
            aria-label={t('ui.list.remove', { label: labelOf(entry) })}
            className="shrink-0 rounded-full p-1.5 hover:bg-indigo-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-indigo-900"
          >
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
