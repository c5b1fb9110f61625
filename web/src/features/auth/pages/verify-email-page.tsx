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

const MISSING_TOKEN = 'Invalid verification link. Please check your email for the correct link.';

function errorText(error: unknown): string {
  const parsed = parseApiError(error);
  if (parsed.network) return 'Network error. Please try again later.';
  return parsed.message ?? 'Failed to verify email';
}

export function VerifyEmailPage() {
  useDocumentTitle('Verify email');
  const token = new URLSearchParams(useSearch()).get('token')?.trim() || null;
  const verification = useQuery(verifyEmailQueryOptions(token));
  const { isAuthenticated } = useCurrentUser();

  if (token && verification.isPending) {
    return (
      <AuthLayout title="Verifying your email" description="This only takes a moment.">
        <div className="flex justify-center py-4">
          <Spinner className="size-8" label="Verifying your email" />
        </div>
      </AuthLayout>
    );
  }

  if (token && verification.isSuccess && verification.data.pendingApproval) {
    return (
      <AuthLayout icon={<Hourglass aria-hidden="true" />} iconTone="success" title="Email verified — waiting for approval" description={verification.data.message}>
        <Button asChild variant="outline" className="w-full">
          <Link href="/">Browse the community meanwhile</Link>
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
        title="Email verified"
        description={
          <>
            Welcome to Shipyard{firstName ? `, ${firstName}` : ''}! Your email address has been verified
            {isAuthenticated ? '.' : ' — you can now sign in and start sharing your projects.'}
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Button asChild className="w-full">
            <Link href="/">Continue</Link>
          </Button>
          {isAuthenticated ? null : (
            <Button asChild variant="outline" className="w-full">
              <Link href="/login">Sign in</Link>
            </Button>
          )}
        </div>
      </AuthLayout>
    );
  }

  const message = token ? errorText(verification.error) : MISSING_TOKEN;
  return (
    <AuthLayout icon={<MailX aria-hidden="true" />} iconTone="danger" title="Verification failed" wide>
      <div className="flex flex-col gap-6">
        <p role="alert" className="text-center text-sm font-medium text-destructive-text">
          {message}
        </p>
        <div className="rounded-lg border border-border bg-muted/50 p-4 text-sm">
          <p className="font-medium">This can happen when:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
            <li>the link has expired — verification links are valid for 24 hours;</li>
            <li>the link has already been used;</li>
            <li>the link was copied incompletely or wrongly from the email.</li>
          </ul>
        </div>
        <ResendVerification signedIn={isAuthenticated} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link href="/login">Go to sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/register">Create a new account</Link>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
