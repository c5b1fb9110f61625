import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { currentUserQueryOptions } from '@web/entities/account/api/current-user';
import { parseApiError } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { safeLocalPath } from '@web/lib/utils';
import { Hourglass, Link2, ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { useFinishProviderSignIn } from '../api/finish-provider-sign-in';
import { AuthLayout } from '../components/auth-layout';

const LINK_NEXT = '/settings?tab=security';

/**
 * /auth/providers/:id/callback: where a provider sends the browser back (decision 0026). The query
 * (code, state, issuer) goes to the server once; the answer decides where the person goes next.
 */
export function ProviderCallbackPage() {
  useDocumentTitle('Signing in');
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
            if (answer.outcome === 'linked') toast({ title: 'Account linked', description: 'You can now sign in with it.', variant: 'success' });
            navigate(safeLocalPath(answer.next) ?? '/', { replace: true });
          }
        },
      },
    );
  }, [finish, id, navigate, queryClient]);

  if (finish.isError) {
    const parsed = parseApiError(finish.error);
    const message = parsed.network ? 'Network error. Please try again.' : (parsed.message ?? 'The sign-in could not be completed.');
    return (
      <AuthLayout icon={<ShieldAlert aria-hidden="true" />} iconTone="danger" title="Sign-in failed" wide>
        <div className="flex flex-col gap-6">
          <p role="alert" className="text-center text-sm font-medium text-destructive-text">
            {message}
          </p>
          <Button asChild className="w-full">
            <Link href="/login">Back to sign in</Link>
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
        title={`Link your ${answer.providerName} account`}
        description={`An account with ${answer.email} already exists here. Sign in to it the usual way, then confirm linking your ${answer.providerName} account in Settings.`}
        wide
      >
        <Button asChild className="w-full">
          <Link href={`/login?next=${encodeURIComponent(LINK_NEXT)}`}>Sign in to link</Link>
        </Button>
      </AuthLayout>
    );
  }
  if (answer?.outcome === 'pending') {
    return (
      <AuthLayout icon={<Hourglass aria-hidden="true" />} iconTone="success" title="Waiting for approval" description={answer.message} wide>
        <Button asChild variant="outline" className="w-full">
          <Link href="/">Browse the community meanwhile</Link>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Signing you in" description="This only takes a moment.">
      <div className="flex justify-center py-4">
        <Spinner className="size-8" label="Signing you in" />
      </div>
    </AuthLayout>
  );
}
