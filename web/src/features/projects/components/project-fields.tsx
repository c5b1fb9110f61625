import { CONTENT_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@common/projects-constants';
import { WriteupEditor } from '@web/entities/writeup/components/writeup-editor';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useI18n } from '@web/lib/i18n';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ProjectFormValues } from '../lib/project-form';
import { CategoryPicker } from './category-picker';
import { ListInput } from '@web/components/ui/list-input';
import { SwitchField } from '@web/components/ui/switch-field';
import { TechnologyPicker } from './technology-picker';

type Form = UseFormReturn<ProjectFormValues>;

/** The field groups shared by the create and edit forms; each page arranges them in its sections. */
export function TitleField({ form }: { form: Form }) {
  const { t } = useI18n();
  return (
    <FormField id="project-title" label={t('projectEditor.title')}>
      <Input placeholder={t('projectEditor.titlePlaceholder')} maxLength={TITLE_MAX_LENGTH} {...form.register('title')} />
    </FormField>
  );
}

export function DescriptionField({ form }: { form: Form }) {
  const { t } = useI18n();
  return (
    <FormField id="project-description" label={t('projectEditor.description')} hint={t('projectEditor.descriptionHint')}>
      <Textarea rows={3} maxLength={DESCRIPTION_MAX_LENGTH} placeholder={t('projectEditor.descriptionPlaceholder')} {...form.register('description')} />
    </FormField>
  );
}

/** The write-up, in Markdown (decision 0030); `draftKey` names its unsaved draft in this browser. */
export function ContentField({ form, draftKey, savedValue }: { form: Form; draftKey: string; savedValue: string }) {
  const { t } = useI18n();
  return (
    <Controller
      control={form.control}
      name="content"
      render={({ field, fieldState }) => (
        <WriteupEditor
          id="project-content"
          label={t('projectEditor.writeup')}
          hint={t('projectEditor.writeupHint')}
          placeholder={t('projectEditor.writeupPlaceholder')}
          value={field.value}
          onChange={field.onChange}
          maxLength={CONTENT_MAX_LENGTH}
          draftKey={draftKey}
          savedValue={savedValue}
          allowImages
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function CategoriesField({ form }: { form: Form }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-2">
      <p id="project-categories-label" className="text-sm font-medium leading-none">
        {t('projectEditor.categories')}
      </p>
      <Controller
        control={form.control}
        name="categories"
        render={({ field }) => (
          <CategoryPicker value={field.value} onChange={field.onChange} labelledBy="project-categories-label" />
        )}
      />
    </div>
  );
}

export function TechnologiesField({ form }: { form: Form }) {
  return (
    <Controller
      control={form.control}
      name="technologies"
      render={({ field }) => <TechnologyPicker value={field.value} onChange={field.onChange} />}
    />
  );
}

export function TagsField({ form }: { form: Form }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="project-tags">{t('projectEditor.tags')}</Label>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <ListInput id="project-tags" noun="tag" value={field.value} onChange={field.onChange} placeholder={t('projectEditor.tagsPlaceholder')} />
        )}
      />
    </div>
  );
}

export function LinkFields({ form }: { form: Form }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="project-github" label={t('projectEditor.codeUrl')}>
        <Input type="url" inputMode="url" placeholder="https://github.com/you/project" {...form.register('githubUrl')} />
      </FormField>
      <FormField id="project-live" label={t('projectEditor.liveUrl')}>
        <Input type="url" inputMode="url" placeholder="https://project.example.com" {...form.register('liveUrl')} />
      </FormField>
      <FormField id="project-video" label={t('projectEditor.videoUrl')} className="sm:col-span-2">
        <Input type="url" inputMode="url" placeholder="https://youtube.com/watch?v=…" {...form.register('youtubeUrl')} />
      </FormField>
    </div>
  );
}

/** Featured and Published; only the featured switch is worded differently on create and edit (spec §2). */
export function PublishingFields({ form, featuredLabel }: { form: Form; featuredLabel: string }) {
  const { t } = useI18n();
  const switches = [
    { name: 'featured', label: featuredLabel, description: t('projectEditor.featuredText') },
    { name: 'published', label: t('projectEditor.published'), description: t('projectEditor.publishedText') },
  ] as const;
  return switches.map(({ name, label, description }) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField id={`project-${name}`} label={label} description={description} checked={field.value} onCheckedChange={field.onChange} />
      )}
    />
  ));
}
