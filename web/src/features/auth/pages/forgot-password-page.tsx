import { type ForgotPasswordInput, forgotPasswordSchema } from '@common/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { apiErrorMessage } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, LoaderCircle, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout, TextLink } from '../components/auth-layout';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) =>
        toast({
          title: 'Reset Failed',
          description: apiErrorMessage(error, 'Failed to send reset email'),
          variant: 'destructive',
        }),
    });
  });

  if (sentTo) {
    return (
      <AuthLayout
        icon={<MailCheck aria-hidden="true" />}
        title="Check your email"
        description={
          <>
            If an account exists for <strong className="font-semibold text-foreground">{sentTo}</strong>, we&apos;ve
            sent a link to reset your password. The link expires in 1 hour.
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <p className="text-center text-sm text-muted-foreground">
            Didn&apos;t get it? Check your spam folder or try another address.
          </p>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              forgot.reset();
              setSentTo(null);
            }}
          >
            Try a different email
          </Button>
          <Button asChild className="w-full">
            <Link href="/login">Back to sign in</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to reset your password."
      footer={
        <TextLink href="/login" className="inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to sign in
        </TextLink>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField id="forgot-email" label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={forgot.isPending} aria-busy={forgot.isPending}>
          {forgot.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
