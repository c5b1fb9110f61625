import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { CURRENT_USER_KEY, useCurrentUser } from '@web/entities/account/api/current-user';
import { apiErrorMessage, apiJson } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'wouter';

/**
 * /setup/:token (decision 0023): the one-time link printed in the server log while no admin
 * exists. The signed-in, verified member who confirms here becomes the first admin. The token is
 * only sent when the button is pressed, never on load, so a link preview cannot spend it.
 */
export function SetupPage() {
  useDocumentTitle('Set up your community');
  const { token = '' } = useParams<{ token: string }>();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => apiJson<{ message: string }>('POST', '/api/setup/claim', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
  const next = encodeURIComponent(`/setup/${token}`);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-12 sm:py-16">
      <span className="flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <ShieldCheck aria-hidden="true" className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Become the administrator</h1>
      {claim.isSuccess ? (
        <>
          <Notice tone="success" role="status">
            <p>{claim.data.message}</p>
          </Notice>
          <Button asChild className="self-start">
            <Link href="/admin">Open the admin panel</Link>
          </Button>
        </>
      ) : !user ? (
        <>
          <p className="text-muted-foreground">This one-time link makes the account that opens it the site’s first administrator. Sign in first (or create an account and verify it), then come back to this link.</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={`/login?next=${next}`}>Sign in</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/register">Create an account</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">{`You are signed in as ${user.email}. This account will become the administrator of this site. The link works once.`}</p>
          {claim.isError ? (
            <Notice tone="danger" role="alert">
              <p>{apiErrorMessage(claim.error, 'The link could not be used.')}</p>
            </Notice>
          ) : null}
          <Button className="self-start" disabled={claim.isPending} onClick={() => claim.mutate()}>
            {claim.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            Make me the administrator
          </Button>
        </>
      )}
    </div>
  );
}
