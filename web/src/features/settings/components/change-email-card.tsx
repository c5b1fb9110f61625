import type { CurrentUser } from '@common/auth';
import { changeEmailSchema } from '@common/settings';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/use-toast';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useChangeEmail } from '../api/change-email';
import { showRequestError } from '@web/lib/error-toast';
import { SettingsSection } from './settings-section';
import { useTwoFactorStatus } from '../api/two-factor';
import { parseApiError } from '@web/lib/request';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { useI18n } from '@web/lib/i18n';

type EmailForm = z.input<typeof changeEmailSchema>;
type EmailValues = z.output<typeof changeEmailSchema>;

/** Change e-mail (decision 6): the new address must be verified; this session stays. */
export function ChangeEmailCard({ user }: { user: CurrentUser }) {
  const change = useChangeEmail();
  // Decision 0025: with two-factor sign-in on, a change of address needs a fresh code.
  const needsCode = useTwoFactorStatus().data?.totpEnabled === true;
  const form = useForm<EmailForm, unknown, EmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '', code: '' },
  });
  const { errors } = form.formState;
  const { t } = useI18n();

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('email.sent'),
          description: t('email.sentText', { email: values.newEmail }),
          variant: 'success',
        });
        form.reset();
      },
      onError: (error) => {
        setServerFieldErrors(parseApiError(error), form.setError, ['newEmail', 'password', 'code']);
        showRequestError(error, t('email.failed'));
      },
    }),
  );

  return (
    <SettingsSection
      icon={<Mail aria-hidden="true" />}
      title={t('email.title')}
      description={t('email.intro')}
    >
      <div className="mb-5 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('email.current')}</span>
        <span className="min-w-0 break-all font-medium">{user.email}</span>
        {user.emailVerified ? <Badge variant="accent">{t('email.verified')}</Badge> : <Badge variant="outline">{t('email.notVerified')}</Badge>}
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormField id="settings-new-email" label={t('email.new')} error={errors.newEmail?.message}>
          <Input type="email" autoComplete="email" {...form.register('newEmail')} />
        </FormField>
        <FormField id="settings-email-password" label={t('email.password')} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" toggleLabel={t('password.currentField')} {...form.register('password')} />
        </FormField>
        {needsCode ? (
          <FormField id="settings-email-code" label={t('email.code')} error={errors.code?.message} hint={t('email.codeHint')}>
            <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
          </FormField>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {t(change.isPending ? 'email.sending' : 'email.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
