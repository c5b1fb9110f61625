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

type ResetForm = z.input<typeof resetPasswordFormSchema>;

function InvalidLinkView() {
  return (
    <AuthLayout
      icon={<LinkIcon aria-hidden="true" />}
      iconTone="danger"
      title="Invalid or expired link"
      description="This password reset link is invalid, has already been used or has expired. Reset links expire after 1 hour."
    >
      <div className="flex flex-col gap-3">
        <Button asChild className="w-full">
          <Link href="/forgot-password">Request new link</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link href="/login">Back to sign in</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  const queryClient = useQueryClient();
  useDocumentTitle('Reset password');
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
            title: 'Reset Failed',
            description: parsed.message ?? 'Failed to reset password',
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
        title="Password reset"
        description="Your password has been reset. For your security you have been signed out everywhere, so please sign in again with your new password on all your devices."
      >
        <Button asChild className="w-full">
          <Link href="/login">Sign in</Link>
        </Button>
      </AuthLayout>
    );
  }

  if (!token || validation.isError || rejected) return <InvalidLinkView />;

  if (validation.isPending) {
    return (
      <AuthLayout title="Reset password" description="Checking your reset link…">
        <div className="flex justify-center py-4">
          <Spinner className="size-8" label="Checking your reset link" />
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      icon={<KeyRound aria-hidden="true" />}
      title="Set a new password"
      description="Choose a new password for your account. You will be signed out on all devices."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="reset-password" label="Password" error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
          <PasswordInput autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField id="reset-confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" toggleLabel="confirm password" {...form.register('confirmPassword')} />
        </FormField>
        <div className="mt-1 grid gap-3 sm:grid-cols-2">
          <Button asChild variant="outline" className="order-2 sm:order-1">
            <Link href="/login">Cancel</Link>
          </Button>
          <Button type="submit" className="order-1 sm:order-2" disabled={reset.isPending} aria-busy={reset.isPending}>
            {reset.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Reset password
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
