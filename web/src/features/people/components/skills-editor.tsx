import { MAX_SKILLS, SKILL_MAX_LENGTH } from '@common/people-constants';
import { Badge } from '@web/components/ui/badge';
import { Input } from '@web/components/ui/input';
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useI18n } from '@web/lib/i18n';

interface SkillsEditorProps {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
}

/**
 * Skills as chips: typed text is added on Enter, comma or leaving the field; trimmed, empty
 * ignored, duplicates (ignoring case) ignored (spec §5). Backspace in an empty field removes the last.
 */
export function SkillsEditor({ id, value, onChange, error }: SkillsEditorProps) {
  const [draft, setDraft] = useState('');
  const { t, error: translateError } = useI18n();

  const add = (raw: string) => {
    const additions = raw.split(',').map((part) => part.trim()).filter(Boolean);
    if (additions.length === 0) return;
    const next = [...value];
    for (const skill of additions) {
      if (!next.some((existing) => existing.toLowerCase() === skill.toLowerCase())) next.push(skill.slice(0, SKILL_MAX_LENGTH));
    }
    onChange(next);
    setDraft('');
  };

  const remove = (skill: string) => onChange(value.filter((existing) => existing !== skill));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        {t('people.about.skills')}
      </label>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('people.skills.yours')}>
          {value.map((skill) => (
            <li key={skill} className="max-w-full">
              <Badge variant="accent" className="gap-1 py-1 ps-3 pe-1 text-sm">
                <span className="truncate">{skill}</span>
                <button
                  type="button"
                  onClick={() => remove(skill)}
                  aria-label={t('people.skills.remove', { skill })}
                  className="rounded-full p-0.5 hover:bg-indigo-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-indigo-900"
                >
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        maxLength={SKILL_MAX_LENGTH * 4}
        placeholder={t('people.skills.placeholder')}
        onChange={(event) => {
          // A pasted "a, b, c" becomes three chips at once.
          if (event.target.value.includes(',')) add(event.target.value);
          else setDraft(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => add(draft)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : hintId}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {translateError(error)}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('people.skills.hint', { max: MAX_SKILLS })}
        </p>
      )}
    </div>
  );
}
