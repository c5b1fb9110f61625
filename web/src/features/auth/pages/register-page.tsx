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
import { useLocation, useSearch } from 'wouter';
import { JOINING_MESSAGES } from '@common/joining-constants';
import { usePublicJoining } from '@web/entities/account/api/joining';
import { useInvitationCheck, useRegister } from '../api/register';
import { AuthLayout, TextLink } from '../components/auth-layout';
import { ProviderButtons } from '../components/provider-buttons';
import { JoiningFields, JoiningNotice } from '../components/joining-fields';
import { Notice } from '@web/components/ui/notice';
import { DoorClosed } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';
import { useSite } from '@web/lib/site';

const SUCCESS_TOAST_MS = 8000;
const FORM_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'invitationCode', 'acceptTerms', 'joinAnswer'] as const;

export function RegisterPage() {
  const { t, rich, error: serverText } = useI18n();
  const site = useSite();
  useDocumentTitle(t('register.documentTitle'));
  const [, navigate] = useLocation();
  // An invitation link is /register?invitation=CODE (decision 0024): the form comes pre-filled.
  const codeFromLink = new URLSearchParams(useSearch()).get('invitation');
  const joining = usePublicJoining();
  const invitation = useInvitationCheck(codeFromLink);
  const registerAccount = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', invitationCode: codeFromLink ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (joining.data?.requireTerms && !values.acceptTerms) {
      form.setError('acceptTerms', { message: JOINING_MESSAGES.termsRequired });
      return;
    }
    registerAccount.mutate({ ...values, acceptTerms: joining.data?.requireTerms ? values.acceptTerms : undefined }, {
      onSuccess: (result) => {
        toast({
          title: t('register.created'),
          description:
            result?.message ? serverText(result.message) : t('register.checkEmail'),
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
          title: t('register.failed'),
          description: parsed.message ?? t('register.failedText'),
          variant: 'destructive',
        });
      },
    });
  });

  const busy = registerAccount.isPending || registerAccount.isSuccess;

  // A provider's account is made with the same answers to who-may-join (decision 0026).
  const providerJoining = () => {
    const values = form.getValues();
    if (joining.data?.requireTerms && !values.acceptTerms) {
      form.setError('acceptTerms', { message: JOINING_MESSAGES.termsRequired });
      return null;
    }
    return {
      invitationCode: values.invitationCode || undefined,
      acceptTerms: joining.data?.requireTerms ? values.acceptTerms : undefined,
      joinAnswer: values.joinAnswer || undefined,
    };
  };

  if (joining.data?.mode === 'closed') return <RegistrationClosed />;

  return (
    <AuthLayout
      title={t('register.title')}
      description={t('register.intro', { site: site.name })}
      footer={rich('auth.haveAccount', { link: (chunks) => <TextLink href="/login">{chunks}</TextLink> })}
    >
      <div className="flex flex-col gap-5">
        {joining.data ? <JoiningNotice joining={joining.data} invitation={invitation.data} /> : null}
        <ProviderButtons joining={providerJoining} />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="register-first-name" label={t('register.firstName')} error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField id="register-last-name" label={t('register.lastName')} error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField id="register-email" label={t('auth.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
          </FormField>
          <FormField
            id="register-password"
            label={t('auth.password')}
            error={errors.password?.message}
            hint={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          >
            <PasswordInput autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField id="register-confirm-password" label={t('register.confirmPassword')} error={errors.confirmPassword?.message}>
            <PasswordInput
              autoComplete="new-password"
              toggleLabel={t('password.confirmField')}
              {...form.register('confirmPassword')}
            />
          </FormField>
          {joining.data ? <JoiningFields joining={joining.data} register={form.register} errors={errors} codeFromLink={Boolean(codeFromLink)} /> : null}
          <Button type="submit" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {t('register.submit')}
          </Button>
        </form>
      </div>
    </AuthLayout>
  );
}

/** Closed mode (decision 0024): the page says so instead of offering a form that can only fail. */
function RegistrationClosed() {
  const { t, rich, error: serverText } = useI18n();
  return (
    <AuthLayout
      title={t('register.closed')}
      description={t('register.closedText')}
      footer={rich('auth.haveAccount', { link: (chunks) => <TextLink href="/login">{chunks}</TextLink> })}
    >
      <Notice tone="info" role="status">
        <DoorClosed aria-hidden="true" />
        <p>{serverText(JOINING_MESSAGES.closed)}</p>
      </Notice>
    </AuthLayout>
  );
}
