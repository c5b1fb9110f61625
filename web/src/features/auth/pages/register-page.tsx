import { type RegisterInput, registerSchema } from '@common/auth';
import { PASSWORD_MIN_LENGTH } from '@common/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/use-toast';
import { setServerFieldErrors } from '@web/lib/form-errors';
import { parseApiError } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useRegister } from '../api/register';
import { AuthLayout, TextLink } from '../components/auth-layout';

const SUCCESS_TOAST_MS = 8000;
const FORM_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function RegisterPage() {
  useDocumentTitle('Create account');
  const [, navigate] = useLocation();
  const registerAccount = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    registerAccount.mutate(values, {
      onSuccess: (result) => {
        toast({
          title: 'Account created',
          description:
            result?.message ?? 'Please check your email to verify your address before signing in.',
          variant: 'success',
          duration: SUCCESS_TOAST_MS,
        });
        navigate('/login?registered=true');
      },
      onError: (error) => {
        const parsed = parseApiError(error);
        // A server-side field error also lands under its field, where the user is looking.
        setServerFieldErrors(parsed, form.setError, FORM_FIELDS);
        toast({
          title: 'Registration Failed',
          description: parsed.message ?? 'Failed to create account',
          variant: 'destructive',
        });
      },
    });
  });

  const busy = registerAccount.isPending || registerAccount.isSuccess;

  return (
    <AuthLayout
      title="Create your account"
      description="Join Shipyard and show the world what you ship"
      footer={
        <>
          Already have an account? <TextLink href="/login">Sign in</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...form.register('firstName')} />
          </FormField>
          <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...form.register('lastName')} />
          </FormField>
        </div>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
        </FormField>
        <FormField
          id="register-password"
          label="Password"
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField id="register-confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput
            autoComplete="new-password"
            toggleLabel="confirm password"
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
