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

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Password Changed', description: answer.message, variant: 'success' });
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
        showRequestError(error, 'Failed to change your password. Please try again.');
      },
    }),
  );

  return (
    <SettingsSection
      icon={<KeyRound aria-hidden="true" />}
      title="Password"
      description="Changing your password signs out every other device; this one stays signed in."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-current-password" label="Current password" error={errors.currentPassword?.message} className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <PasswordInput autoComplete="current-password" toggleLabel="current password" {...form.register('currentPassword')} />
        </FormField>
        <FormField id="settings-new-password" label="New password" error={errors.newPassword?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          <PasswordInput autoComplete="new-password" toggleLabel="new password" {...form.register('newPassword')} />
        </FormField>
        <FormField id="settings-confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" toggleLabel="confirm new password" {...form.register('confirmPassword')} />
        </FormField>
        {needsCode ? (
          <FormField id="settings-password-code" label="Authentication code" error={errors.code?.message} hint="From your authenticator app, or a recovery code.">
            <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
          </FormField>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
