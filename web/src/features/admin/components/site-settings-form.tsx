import { type AdminSite, SITE_LIMITS, type SiteSettingsInput, siteSettingsSchema } from '@common/site';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { showRequestError } from '@web/lib/error-toast';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { useI18n } from '@web/lib/i18n';
import { parseApiError } from '@web/lib/request';
import { LoaderCircle, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useUpdateSiteSettings } from '../api/site-settings';
import { AccentPreview } from './accent-preview';

const FIELDS = ['name', 'tagline', 'description', 'accentColor', 'contactEmail'] as const;

function defaults(site: AdminSite['site']): SiteSettingsInput {
  return { name: site.name, tagline: site.tagline, description: site.description, accentColor: site.accentColor, contactEmail: site.contactEmail };
}

/** The community's name, words, colour and contact address; the schema is the server's own (common/site.ts). */
export function SiteSettingsForm({ site }: { site: AdminSite['site'] }) {
  const { t } = useI18n();
  const update = useUpdateSiteSettings();
  const form = useForm<SiteSettingsInput>({ resolver: zodResolver(siteSettingsSchema), defaultValues: defaults(site), mode: 'onBlur' });
  const { errors } = form.formState;
  const accent = form.watch('accentColor');

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (answer) => {
        form.reset(defaults(answer.site));
        toast({ title: t('adminSite.saved'), variant: 'success' });
      },
      onError: (error) => {
        setServerFieldErrors(parseApiError(error), form.setError, FIELDS, { shouldFocus: true });
        showRequestError(error, t('adminSite.saveFailed'));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="site-name" label={t('adminSite.name')} error={errors.name?.message} hint={t('adminSite.nameHint')}>
        <Input maxLength={SITE_LIMITS.name} autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField id="site-tagline" label={t('adminSite.tagline')} error={errors.tagline?.message} hint={t('adminSite.taglineHint')}>
        <Input maxLength={SITE_LIMITS.tagline} autoComplete="off" {...form.register('tagline')} />
      </FormField>
      <FormField id="site-description" label={t('adminSite.description')} error={errors.description?.message} hint={t('adminSite.descriptionHint')}>
        <Textarea rows={3} maxLength={SITE_LIMITS.description} {...form.register('description')} />
      </FormField>
      <div className="flex items-start gap-2">
        <FormField id="site-accent" className="min-w-0 flex-1" label={t('adminSite.accent')} error={errors.accentColor?.message} hint={t('adminSite.accentHint')}>
          <Input className="font-mono" spellCheck={false} autoComplete="off" {...form.register('accentColor')} />
        </FormField>
        {/* Beside the text field, level with it (the label's row is 1.75rem). */}
        <input
          type="color"
          aria-label={t('adminSite.accentPick')}
          className="mt-7 size-10 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          value={/^#[0-9a-fA-F]{6}$/.test(accent) ? accent : '#000000'}
          onChange={(event) => form.setValue('accentColor', event.target.value, { shouldDirty: true, shouldValidate: true })}
        />
      </div>
      <AccentPreview accent={accent} />
      <FormField id="site-contact" label={t('adminSite.contact')} error={errors.contactEmail?.message} hint={t('adminSite.contactHint')}>
        <Input type="email" autoComplete="off" {...form.register('contactEmail')} />
      </FormField>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {t('adminSite.save')}
        </Button>
      </div>
    </form>
  );
}
