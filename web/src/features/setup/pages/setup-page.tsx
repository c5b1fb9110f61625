import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { CURRENT_USER_KEY, useCurrentUser } from '@web/entities/account/api/current-user';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage, apiJson } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'wouter';

/**
 * /setup/:token (decision 0023): the one-time link printed in the server log while no admin
 * exists. The signed-in, verified member who confirms here becomes the first admin; the page also
 * names the CLI way, as the log does (only the person holding the link sees this page). The token is
 * only sent when the button is pressed, never on load, so a link preview cannot spend it.
 */
export function SetupPage() {
  const { t, rich, error: serverText } = useI18n();
  useDocumentTitle(t('setup.documentTitle'));
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
      <h1 className="text-2xl font-semibold tracking-tight">{t('setup.title')}</h1>
      {claim.isSuccess ? (
        <>
          <Notice tone="success" role="status">
            <p>{serverText(claim.data.message)}</p>
          </Notice>
          <Button asChild className="self-start">
            <Link href="/admin">{t('setup.openAdmin')}</Link>
          </Button>
        </>
      ) : !user ? (
        <>
          <p className="text-muted-foreground">{t('setup.signInFirst')}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={`/login?next=${next}`}>{t('setup.signIn')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/register">{t('setup.createAccount')}</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">{t('setup.signedInAs', { email: user.email })}</p>
          {claim.isError ? (
            <Notice tone="danger" role="alert">
              <p>{apiErrorMessage(claim.error, t('setup.failed'))}</p>
            </Notice>
          ) : null}
          <Button className="self-start" disabled={claim.isPending} onClick={() => claim.mutate()}>
            {claim.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {t('setup.claim')}
          </Button>
        </>
      )}
      {claim.isSuccess ? null : (
        // For the person holding the link, who runs the server: the landing page no longer says it.
        <p className="text-sm text-muted-foreground" data-testid="setup-by-command">
          {rich('setup.byCommand', {
            command: 'npm run cli -- grant-admin <email>',
            code: (chunks) => <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{chunks}</code>,
          })}
        </p>
      )}
    </div>
  );
}
