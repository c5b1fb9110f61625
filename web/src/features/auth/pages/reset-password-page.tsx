import { resetPasswordFormSchema } from '@common/auth';
import { PASSWORD_MIN_LENGTH } from '@common/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { CURRENT_USER_KEY } from '@web/entities/account/api/current-user';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { parseApiError } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CircleCheck, KeyRound, LinkIcon, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import type { z } from 'zod';
import { useResetPassword } from '../api/reset-password';
import { validateResetTokenQueryOptions } from '../api/validate-reset-token';
import { AuthLayout } from '../components/auth-layout';
import { useI18n } from '@web/lib/i18n';

type ResetForm = z.input<typeof resetPasswordFormSchema>;

function InvalidLinkView() {
  const { t } = useI18n();
  return (
    <AuthLayout
      icon={<LinkIcon aria-hidden="true" />}
      iconTone="danger"
      title={t('reset.invalidTitle')}
      description={t('reset.invalidText')}
    >
      <div className="flex flex-col gap-3">
        <Button asChild className="w-full">
          <Link href="/forgot-password">{t('reset.requestNew')}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link href="/login">{t('auth.backToSignIn')}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  useDocumentTitle(t('reset.documentTitle'));
  const token = new URLSearchParams(useSearch()).get('token')?.trim() || null;
  const validation = useQuery(validateResetTokenQueryOptions(token));
  const reset = useResetPassword();
  const [rejected, setRejected] = useState(false);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (!token) return;
    reset.mutate(
      { token, password: values.password },
      {
        // Every session was revoked, this browser's included.
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        onError: (error) => {
          const parsed = parseApiError(error);
          toast({
            title: t('reset.failed'),
            description: parsed.message ?? t('reset.failedText'),
            variant: 'destructive',
          });
          // A 400 that is not about the password fields means the token itself was refused.
          if (parsed.status === 400 && parsed.body?.code !== 'validation_failed') setRejected(true);
          // A password the server refused (too common, say) is named under its field as well.
          setServerFieldErrors(parsed, form.setError, ['password'], { shouldFocus: true });
        },
      },
    );
  });

  if (reset.isSuccess) {
    return (
      <AuthLayout
        icon={<CircleCheck aria-hidden="true" />}
        iconTone="success"
        title={t('reset.doneTitle')}
        description={t('reset.doneText')}
      >
        <Button asChild className="w-full">
          <Link href="/login">{t('login.submit')}</Link>
        </Button>
      </AuthLayout>
    );
  }

  if (!token || validation.isError || rejected) return <InvalidLinkView />;

  if (validation.isPending) {
    return (
      <AuthLayout title={t('reset.documentTitle')} description={t('reset.checking')}>
        <div className="flex justify-center py-4">
          <Spinner className="size-8" label={t('reset.checkingLabel')} />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<KeyRound aria-hidden="true" />}
      title={t('reset.title')}
      description={t('reset.intro')}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="reset-password" label={t('auth.password')} error={errors.password?.message} hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}>
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField id="reset-confirm-password" label={t('register.confirmPassword')} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" toggleLabel={t('password.confirmField')} {...form.register('confirmPassword')} />
        </FormField>
        <div className="mt-1 grid gap-3 sm:grid-cols-2">
          <Button asChild variant="outline" className="order-2 sm:order-1">
            <Link href="/login">{t('reset.cancel')}</Link>
          </Button>
          <Button type="submit" className="order-1 sm:order-2" disabled={reset.isPending} aria-busy={reset.isPending}>
            {reset.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {t('reset.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
