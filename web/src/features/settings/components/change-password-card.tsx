import { PASSWORD_MIN_LENGTH } from '@common/limits';
import { changePasswordSchema, SETTINGS_MESSAGES } from '@common/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/use-toast';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { parseApiError } from '@web/lib/request';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangePassword } from '../api/change-password';
import { showRequestError } from '@web/lib/error-toast';
import { SettingsSection } from './settings-section';
import { Input } from '@web/components/ui/input';
import { useTwoFactorStatus } from '../api/two-factor';
import { useI18n } from '@web/lib/i18n';

type PasswordForm = z.input<typeof changePasswordSchema>;
const FORM_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword', 'code'] as const;

/** Change password: current, new and confirmation, each with show/hide; other devices sign out. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  // Decision 0025: with two-factor sign-in on, a new password needs a fresh code.
  const needsCode = useTwoFactorStatus().data?.totpEnabled === true;
  const form = useForm<PasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', code: '' },
  });
  const { errors } = form.formState;
  const { t, error: serverText } = useI18n();

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: t('passwordCard.changed'), description: serverText(answer.message), variant: 'success' });
        form.reset();
      },
      onError: (error) => {
        const parsed = parseApiError(error);
        // The wrong current password belongs next to its field.
        if (parsed.status === 400 && parsed.message === SETTINGS_MESSAGES.currentPasswordIncorrect) {
          form.setError('currentPassword', { message: parsed.message }, { shouldFocus: true });
          return;
        }
        // A field the server refused (a too-common new password, say) gets its message too.
        setServerFieldErrors(parsed, form.setError, FORM_FIELDS);
        showRequestError(error, t('passwordCard.failed'));
      },
    }),
  );

  return (
    <SettingsSection
      icon={<KeyRound aria-hidden="true" />}
      title={t('passwordCard.title')}
      description={t('passwordCard.intro')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-current-password" label={t('passwordCard.current')} error={errors.currentPassword?.message} className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <PasswordInput autoComplete="current-password" toggleLabel={t('password.currentField')} {...form.register('currentPassword')} />
        </FormField>
        <FormField id="settings-new-password" label={t('passwordCard.new')} error={errors.newPassword?.message} hint={t('passwordCard.newHint', { min: PASSWORD_MIN_LENGTH })}>
          <PasswordInput autoComplete="new-password" toggleLabel={t('password.newField')} {...form.register('newPassword')} />
        </FormField>
        <FormField id="settings-confirm-password" label={t('passwordCard.confirm')} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" toggleLabel={t('password.confirmNewField')} {...form.register('confirmPassword')} />
        </FormField>
        {needsCode ? (
          <FormField id="settings-password-code" label={t('email.code')} error={errors.code?.message} hint={t('email.codeHint')}>
            <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
          </FormField>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {t(change.isPending ? 'passwordCard.changing' : 'passwordCard.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
