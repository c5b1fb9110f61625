import { socialValueProblem } from '@common/social-link-checks';
import { isSocialPlatform, SOCIAL_PLATFORMS, type SocialPlatform } from '@common/social-links';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { type Translator, useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import type { ProfileFormInput } from '../lib/profile-form-schema';
import { PLATFORM_ICONS, platformLabel } from './platform-icon';

const PLACEHOLDERS: Partial<Record<SocialPlatform, string>> = {
  publicEmail: 'you@example.com',
  website: 'example.com',
};
const placeholderOf = (type: string, t: Translator['t']) => (isSocialPlatform(type) && PLACEHOLDERS[type]) || t('people.links.handlePlaceholder');
const labelOf = (type: string, t: Translator['t']) => (isSocialPlatform(type) ? platformLabel(type, t) : type);

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 sm:w-48';

interface SocialLinksEditorProps {
  control: Control<ProfileFormInput>;
  register: UseFormRegister<ProfileFormInput>;
  errors: FieldErrors<ProfileFormInput>['socialLinks'];
}

/** Add a platform (each of the 14 once) with its value, edit values, remove links (spec §5, §9). */
export function SocialLinksEditor({ control, register, errors }: SocialLinksEditorProps) {
  const baseId = useId();
  const { t, error: translateError } = useI18n();
  const { fields, append, remove } = useFieldArray({ control, name: 'socialLinks' });
  const [platform, setPlatform] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const used = new Set(fields.map((field) => field.type));
  const available = SOCIAL_PLATFORMS.filter((type) => !used.has(type));
  // The value rules (common/) write English; the reader sees their language where the catalogue knows the text.
  const valueProblem = (type: SocialPlatform, trimmed: string) => {
    const problem = socialValueProblem(type, trimmed);
    return problem && translateError(problem);
  };

  const add = () => {
    const trimmed = value.trim();
    const issue = !isSocialPlatform(platform)
      ? t('people.links.choosePlatform')
      : used.has(platform)
        ? t('people.links.duplicate')
        : !trimmed
          ? t('people.links.enterValue')
          : valueProblem(platform, trimmed);
    setProblem(issue);
    if (issue) return;
    append({ type: platform, value: trimmed });
    setPlatform('');
    setValue('');
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">{t('people.links.legend')}</legend>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{t('people.links.none')}</p> : null}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const Icon = isSocialPlatform(field.type) ? PLATFORM_ICONS[field.type] : Plus;
          const inputId = `${baseId}-link-${field.type}`;
          const error = errors?.[index]?.value?.message ?? errors?.[index]?.type?.message;
          return (
            <li key={field.id} className="flex flex-col gap-1.5">
              <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-2">
                <label htmlFor={inputId} className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground sm:w-44">
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="min-w-0 break-words">{labelOf(field.type, t)}</span>
                </label>
                <div className="flex flex-1 items-center gap-2">
                  <Input
                    id={inputId}
                    placeholder={placeholderOf(field.type, t)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    {...register(`socialLinks.${index}.value`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="shrink-0"
                    onClick={() => remove(index)}
                    aria-label={t('people.links.remove', { platform: labelOf(field.type, t) })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              {error ? (
                <p id={`${inputId}-error`} className="text-sm font-medium text-destructive-text sm:ps-46">
                  {translateError(error)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {available.length > 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-dashed border-border p-3">
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${baseId}-platform`} className="sr-only">
              {t('people.links.platform')}
            </label>
            <select
              id={`${baseId}-platform`}
              className={selectClass}
              value={platform}
              onChange={(event) => {
                setPlatform(event.target.value);
                setProblem(null);
              }}
            >
              <option value="">{t('people.links.choose')}</option>
              {available.map((type) => (
                <option key={type} value={type}>
                  {platformLabel(type, t)}
                </option>
              ))}
            </select>
            <label htmlFor={`${baseId}-value`} className="sr-only">
              {t('people.links.value')}
            </label>
            <Input
              id={`${baseId}-value`}
              value={value}
              placeholder={placeholderOf(platform, t)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${baseId}-problem` : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" variant="secondary" onClick={add} className="shrink-0">
              <Plus aria-hidden="true" />
              {t('people.links.add')}
            </Button>
          </div>
          <p
            id={`${baseId}-problem`}
            role={problem ? 'alert' : undefined}
            className={cn('text-sm', problem ? 'font-medium text-destructive-text' : 'text-muted-foreground')}
          >
            {problem ?? t('people.links.hint')}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
