import { type ForgotPasswordInput, forgotPasswordSchema } from '@common/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Notice } from '@web/components/ui/notice';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { CircleAlert, CircleCheck, LoaderCircle, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useResendVerification } from '../api/resend-verification';

/**
 * Signed in, the server knows the address, so one click resends. Signed out, the user first gives
 * the address (the answer is the same for unknown addresses, so nothing is revealed).
 */
export function ResendVerification({ signedIn }: { signedIn: boolean }) {
  const resend = useResendVerification();
  const { t } = useI18n();
  const [askEmail, setAskEmail] = useState(false);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const result = resend.isSuccess ? (
    <Notice tone="success" role="status">
      <CircleCheck aria-hidden="true" />
      <p>{t('auth.resend.sent')}</p>
    </Notice>
  ) : resend.isError ? (
    <Notice tone="danger" role="alert">
      <CircleAlert aria-hidden="true" />
      <p>{apiErrorMessage(resend.error, t('auth.resend.failed'))}</p>
    </Notice>
  ) : null;

  const spinner = resend.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Mail aria-hidden="true" />;

  if (signedIn || !askEmail) {
    return (
      <div className="flex flex-col gap-3">
        <Button
          className="w-full"
          disabled={resend.isPending}
          onClick={() => (signedIn ? resend.mutate(undefined) : setAskEmail(true))}
        >
          {spinner}
          {t('auth.resend.button')}
        </Button>
        {result}
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => resend.mutate(values.email))}
    >
      <FormField id="resend-email" label={t('auth.email')} error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" autoFocus {...form.register('email')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={resend.isPending}>
        {spinner}
        {t('auth.resend.sendLink')}
      </Button>
      {result}
    </form>
  );
}
