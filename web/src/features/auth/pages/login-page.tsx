import { type CurrentUser, type LoginInput, loginSchema } from '@common/auth';
import type { SecondFactorRequired } from '@common/two-factor';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Notice } from '@web/components/ui/notice';
import { PasswordInput } from '@web/components/ui/password-input';
import { toast } from '@web/components/ui/use-toast';
import { CURRENT_USER_KEY } from '@web/entities/account/api/current-user';
import { parseApiError } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { safeLocalPath } from '@web/lib/utils';
import { Fingerprint, Hourglass, LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { needsSecondStep, useLogin } from '../api/login';
import { AuthLayout, TextLink } from '../components/auth-layout';
import { ProviderButtons } from '../components/provider-buttons';
import { SecondStepForm } from '../components/second-step-form';
import { cancelPasskeyRequest, conditionalPasskeysAvailable, isPasskeyCancel, signInWithPasskey } from '../lib/passkey-sign-in';
import { useI18n } from '@web/lib/i18n';
import { useSite } from '@web/lib/site';

const REDIRECT_DELAY_MS = 100;
const HINT_DELAY_MS = 3000;
const HINT_DURATION_MS = 6000;

export function LoginPage() {
  const queryClient = useQueryClient();
  const { t, rich } = useI18n();
  const site = useSite();
  useDocumentTitle(t('login.documentTitle'));
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const registered = params.get('registered') === 'true';
  const next = safeLocalPath(params.get('next')) ?? '/';
  const login = useLogin();
  const [waiting, setWaiting] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Decision 0025: the password was right and the account asks for a second factor.
  const [secondStep, setSecondStep] = useState<SecondFactorRequired | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  // Set once the person asks for a passkey themselves: the autofill request then stands down.
  const passkeyChosen = useRef(false);

  // The hint may still fire after leaving the page (it is about the next step); the redirect may not.
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  function finishSignIn(user: CurrentUser) {
    setSignedIn(true);
    queryClient.setQueryData(CURRENT_USER_KEY, user);
    // Everything read while signed out (likes, follows, visibility) may differ now.
    void queryClient.invalidateQueries();
    redirectTimer.current = setTimeout(() => navigate(next), REDIRECT_DELAY_MS);
  }
  const finishRef = useRef(finishSignIn);
  finishRef.current = finishSignIn;

  // Conditional UI: the browser offers this site's passkeys in the e-mail field's autofill.
  useEffect(() => {
    if (secondStep) return;
    let active = true;
    let started = false;
    void (async () => {
      if (!(await conditionalPasskeysAvailable()) || !active) return;
      started = true;
      try {
        const user = await signInWithPasskey(true, () => active && !passkeyChosen.current);
        if (active) finishRef.current(user);
      } catch {
        // Cancelled, or replaced by the button's request: the form and the button stay.
      }
    })();
    return () => {
      active = false;
      if (started) void cancelPasskeyRequest();
    };
  }, [secondStep]);

  async function passkeyButton() {
    passkeyChosen.current = true;
    setPasskeyBusy(true);
    try {
      finishSignIn(await signInWithPasskey(false));
    } catch (error) {
      if (isPasskeyCancel(error)) return;
      toast({ title: t('login.failed'), description: parseApiError(error).message ?? t('login.passkeyFailed'), variant: 'destructive' });
    } finally {
      setPasskeyBusy(false);
    }
  }

  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    clearTimeout(hintTimer.current);
    login.mutate(values, {
      onSuccess: (answer) => {
        if (needsSecondStep(answer)) {
          setSecondStep(answer);
          return;
        }
        finishSignIn(answer);
      },
      onError: (error) => {
        const parsed = parseApiError(error);
        // Decision 0024: the staff have not admitted this account yet; the page says so and stays.
        if (parsed.body?.pendingApproval) {
          setWaiting(parsed.message ?? t('login.waitingText'));
          return;
        }
        setWaiting(null);
        if (parsed.body?.needsVerification) {
          toast({
            title: t('login.verifyRequired'),
            description: parsed.message ?? t('login.verifyFirst'),
            variant: 'destructive',
          });
          hintTimer.current = setTimeout(() => {
            toast({
              title: t('login.cantFind'),
              description: t('login.cantFindText'),
              duration: HINT_DURATION_MS,
            });
          }, HINT_DELAY_MS);
          return;
        }
        if (parsed.status === 429) {
          toast({
            title: t('login.failed'),
            description: parsed.message ?? t('login.tooMany'),
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: t('login.failed'),
          description: t('login.wrongCredentials'),
          variant: 'destructive',
        });
      },
    });
  });

  const busy = login.isPending || signedIn || passkeyBusy;

  if (secondStep) {
    return (
      <AuthLayout title={t('login.twoFactor')} description={t('login.twoFactorText')}>
        <SecondStepForm
          pending={secondStep}
          onSignedIn={finishSignIn}
          onRestart={() => {
            login.reset();
            form.setValue('password', '');
            setSecondStep(null);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('login.title')}
      description={t('login.intro', { site: site.name })}
      footer={rich('login.noAccount', { link: (chunks) => <TextLink href="/register">{chunks}</TextLink> })}
    >
      {waiting ? (
        <Notice tone="warning" role="alert" className="mb-6" data-testid="pending-approval">
          <Hourglass aria-hidden="true" />
          <p>
            <span className="font-semibold">{t('login.waiting')}</span> {waiting}
          </p>
        </Notice>
      ) : null}
      {registered && !waiting ? (
        <Notice tone="success" role="status" className="mb-6">
          <MailCheck aria-hidden="true" />
          <p>
            <span className="font-semibold">{t('login.created')}</span> {t('login.createdText')}
          </p>
        </Notice>
      ) : null}
      <div className="flex flex-col gap-5">
        <ProviderButtons next={next} />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField id="login-email" label={t('auth.email')} error={errors.email?.message}>
            <Input type="email" autoComplete="username webauthn" placeholder="you@example.com" {...form.register('email')} />
          </FormField>
          <FormField
            id="login-password"
            label={t('auth.password')}
            error={errors.password?.message}
            labelAside={
              <TextLink href="/forgot-password" className="text-sm">
                {t('login.forgot')}
              </TextLink>
            }
          >
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <Button type="submit" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {t('login.submit')}
          </Button>
        </form>
      </div>
      <div className="my-5 flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void passkeyButton()}>
        {passkeyBusy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Fingerprint aria-hidden="true" />}
        {t('login.passkey')}
      </Button>
    </AuthLayout>
  );
}
