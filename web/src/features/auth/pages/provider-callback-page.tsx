import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { CURRENT_USER_KEY, currentUserQueryOptions } from '@web/entities/account/api/current-user';
import { useI18n } from '@web/lib/i18n';
import { parseApiError } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { safeLocalPath } from '@web/lib/utils';
import { Hourglass, Link2, ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useFinishProviderSignIn } from '../api/finish-provider-sign-in';
import { AuthLayout } from '../components/auth-layout';
import { SecondStepForm } from '../components/second-step-form';

const LINK_NEXT = '/settings?tab=security';

/**
 * /auth/providers/:id/callback: where a provider sends the browser back (decision 0026). The query
 * (code, state, issuer) goes to the server once; the answer decides where the person goes next.
 */
export function ProviderCallbackPage() {
  const { t, error: serverText } = useI18n();
  useDocumentTitle(t('auth.callback.documentTitle'));
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const finish = useFinishProviderSignIn();
  const sent = useRef(false);

  useEffect(() => {
    // A callback is single-use: a second request (a re-render, React's strict mode) would be refused.
    if (sent.current) return;
    sent.current = true;
    finish.mutate(
      { id, query: window.location.search },
      {
        onSuccess: async (answer) => {
          if (answer.outcome === 'signed-in' || answer.outcome === 'linked') {
            // The session cookie is new: read who is signed in before a members' page asks.
            await queryClient.fetchQuery(currentUserQueryOptions);
            void queryClient.invalidateQueries();
            if (answer.outcome === 'linked') toast({ title: t('auth.callback.linked'), description: t('auth.callback.linkedText'), variant: 'success' });
            navigate(safeLocalPath(answer.next) ?? '/', { replace: true });
          }
        },
      },
    );
  }, [finish, id, navigate, queryClient, t]);

  if (finish.isError) {
    const parsed = parseApiError(finish.error);
    const message = parsed.network ? t('auth.callback.network') : (parsed.message ?? t('auth.callback.failedText'));
    return (
      <AuthLayout icon={<ShieldAlert aria-hidden="true" />} iconTone="danger" title={t('auth.callback.failed')} wide>
        <div className="flex flex-col gap-6">
          <p role="alert" className="text-center text-sm font-medium text-destructive-text">
            {message}
          </p>
          <Button asChild className="w-full">
            <Link href="/login">{t('auth.backToSignIn')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const answer = finish.data;
  if (answer?.outcome === 'link-required') {
    return (
      <AuthLayout
        icon={<Link2 aria-hidden="true" />}
        title={t('auth.callback.linkTitle', { provider: answer.providerName })}
        description={t('auth.callback.linkText', { email: answer.email, provider: answer.providerName })}
        wide
      >
        <Button asChild className="w-full">
          <Link href={`/login?next=${encodeURIComponent(LINK_NEXT)}`}>{t('auth.callback.signInToLink')}</Link>
        </Button>
      </AuthLayout>
    );
  }
  if (answer?.outcome === 'second-factor') {
    // Decision 0039: an account with two-factor sign-in takes its second step after a provider too.
    return (
      <AuthLayout title={t('login.twoFactor')} description={t('login.twoFactorText')}>
        <SecondStepForm
          pending={answer}
          onSignedIn={(user) => {
            queryClient.setQueryData(CURRENT_USER_KEY, user);
            void queryClient.invalidateQueries();
            navigate(safeLocalPath(answer.next) ?? '/', { replace: true });
          }}
          onRestart={() => navigate(`/login?next=${encodeURIComponent(answer.next)}`, { replace: true })}
        />
      </AuthLayout>
    );
  }
  if (answer?.outcome === 'pending') {
    return (
      <AuthLayout icon={<Hourglass aria-hidden="true" />} iconTone="success" title={t('auth.callback.waiting')} description={serverText(answer.message)} wide>
        <Button asChild variant="outline" className="w-full">
          <Link href="/">{t('verify.browse')}</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.callback.signingIn')} description={t('verify.moment')}>
      <div className="flex justify-center py-4">
        <Spinner className="size-8" label={t('auth.callback.signingIn')} />
      </div>
    </AuthLayout>
  );
}
