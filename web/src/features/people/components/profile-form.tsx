import type { CurrentUser } from '@common/auth';
import { PROFILE_BIO_MAX_LENGTH } from '@common/people-constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { WriteupEditor } from '@web/entities/writeup/components/writeup-editor';
import { clearWriteupDraft } from '@web/entities/writeup/lib/use-writeup-draft';
import { toast } from '@web/components/ui/use-toast';
import { parseApiError } from '@web/lib/request';
import { showRequestError } from '@web/lib/error-toast';
import { isUnauthorizedError, redirectToLogin } from '@web/lib/sign-in-redirect';
import { LoaderCircle, Save } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateProfile } from '../api/update-profile';
import { type ProfileFormInput, type ProfileFormOutput, profileFormDefaults, profileFormSchema } from '../lib/profile-form-schema';
import { SkillsEditor } from './skills-editor';
import { SocialLinksEditor } from './social-links-editor';
import { useI18n } from '@web/lib/i18n';

const SIMPLE_FIELDS = ['firstName', 'lastName', 'title', 'bio', 'location', 'skills'] as const;

interface ProfileFormProps {
  user: CurrentUser;
  onDone: () => void;
}

/** Edit Profile: the spec's fields, the social links editor and the skills editor. */
export function ProfileForm({ user, onDone }: ProfileFormProps) {
  const update = useUpdateProfile();
  const { t, error: translateError } = useI18n();
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(user),
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  // The form replaces the button that opened it: move focus into it.
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: () => {
        clearWriteupDraft(`bio:${user.id}`);
        toast({ title: t('people.form.saved'), variant: 'success' });
        onDone();
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          redirectToLogin();
          return;
        }
        // A field the server refused is also marked under the field, where the user looks.
        for (const field of parseApiError(error).body?.fields ?? []) {
          const name = SIMPLE_FIELDS.find((candidate) => field.field === candidate || field.field.endsWith(`.${candidate}`));
          if (name) form.setError(name, { message: field.message });
        }
        showRequestError(error, t('people.form.saveFailed'));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="edit-profile-heading" className="flex flex-col gap-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
      <div>
        <h2 id="edit-profile-heading" className="text-xl font-semibold tracking-tight">
          {t('people.profile.edit')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('people.form.intro')}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-first-name" label={t('people.form.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField id="profile-last-name" label={t('people.form.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
        <FormField id="profile-title" label={t('people.form.title')} error={errors.title?.message}>
          <Input autoComplete="organization-title" placeholder={t('people.form.titlePlaceholder')} {...form.register('title')} />
        </FormField>
        <FormField id="profile-location" label={t('people.form.location')} error={errors.location?.message}>
          <Input autoComplete="address-level2" placeholder={t('people.form.locationPlaceholder')} {...form.register('location')} />
        </FormField>
        <div className="sm:col-span-2">
          <Controller
            control={form.control}
            name="bio"
            render={({ field, fieldState }) => (
              <WriteupEditor
                id="profile-bio"
                label={t('people.form.bio')}
                hint={t('people.form.bioHint')}
                placeholder={t('people.form.bioPlaceholder')}
                value={field.value}
                onChange={field.onChange}
                maxLength={PROFILE_BIO_MAX_LENGTH}
                draftKey={`bio:${user.id}`}
                savedValue={user.bio ?? ''}
                rows={5}
                error={fieldState.error?.message && translateError(fieldState.error.message)}
              />
            )}
          />
        </div>
      </div>
      <SocialLinksEditor control={form.control} register={form.register} errors={errors.socialLinks} />
      <Controller
        control={form.control}
        name="skills"
        render={({ field, fieldState }) => (
          <SkillsEditor id="profile-skills" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      {errors.socialLinks?.message || errors.socialLinks?.root?.message ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {translateError(errors.socialLinks.message ?? errors.socialLinks.root?.message ?? '')}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('people.form.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {t('people.form.save')}
        </Button>
      </div>
    </form>
  );
}
