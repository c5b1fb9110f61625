import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { parseApiError } from '@web/lib/request';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { CircleCheck, Hourglass, MailX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { verifyEmailQueryOptions } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { ResendVerification } from '../components/resend-verification';
import { type Translator, useI18n } from '@web/lib/i18n';
import { useSite } from '@web/lib/site';

function errorText(error: unknown, t: Translator['t']): string {
  const parsed = parseApiError(error);
  if (parsed.network) return t('verify.network');
  return parsed.message ?? t('verify.failedText');
}

export function VerifyEmailPage() {
  const { t, error: serverText } = useI18n();
  const site = useSite();
  useDocumentTitle(t('verify.documentTitle'));
  const token = new URLSearchParams(useSearch()).get('token')?.trim() || null;
  const verification = useQuery(verifyEmailQueryOptions(token));
  const { isAuthenticated } = useCurrentUser();

  if (token && verification.isPending) {
    return (
      <AuthLayout title={t('verify.verifying')} description={t('verify.moment')}>
        <div className="flex justify-center py-4">
          <Spinner className="size-8" label={t('verify.verifying')} />
        </div>
      </AuthLayout>
    );
  }

  if (token && verification.isSuccess && verification.data.pendingApproval) {
    return (
      <AuthLayout icon={<Hourglass aria-hidden="true" />} iconTone="success" title={t('verify.waitingTitle')} description={serverText(verification.data.message)}>
        <Button asChild variant="outline" className="w-full">
          <Link href="/">{t('verify.browse')}</Link>
        </Button>
      </AuthLayout>
    );
  }

  if (token && verification.isSuccess) {
    const firstName = verification.data.user?.firstName;
    return (
      <AuthLayout
        icon={<CircleCheck aria-hidden="true" />}
        iconTone="success"
        title={t('verify.doneTitle')}
        description={t('verify.welcome', {
          site: site.name,
          hasName: firstName ? 'yes' : 'no',
          name: firstName ?? '',
          signedIn: isAuthenticated ? 'yes' : 'no',
        })}
      >
        <div className="flex flex-col gap-3">
          <Button asChild className="w-full">
            <Link href="/">{t('verify.continue')}</Link>
          </Button>
          {isAuthenticated ? null : (
            <Button asChild variant="outline" className="w-full">
              <Link href="/login">{t('login.submit')}</Link>
            </Button>
          )}
        </div>
      </AuthLayout>
    );
  }

  const message = token ? errorText(verification.error, t) : t('verify.missingToken');
  return (
    <AuthLayout icon={<MailX aria-hidden="true" />} iconTone="danger" title={t('verify.failedTitle')} wide>
      <div className="flex flex-col gap-6">
        <p role="alert" className="text-center text-sm font-medium text-destructive-text">
          {message}
        </p>
        <div className="rounded-lg border border-border bg-muted/50 p-4 text-sm">
          <p className="font-medium">{t('verify.reasons')}</p>
          <ul className="mt-2 list-disc space-y-1 ps-5 text-muted-foreground">
            <li>{t('verify.expired')}</li>
            <li>{t('verify.used')}</li>
            <li>{t('verify.copied')}</li>
          </ul>
        </div>
        <ResendVerification signedIn={isAuthenticated} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link href="/login">{t('verify.goToSignIn')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/register">{t('verify.createNew')}</Link>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
