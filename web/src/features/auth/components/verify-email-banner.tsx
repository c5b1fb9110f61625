import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { apiErrorMessage } from '@web/lib/request';
import { MailWarning } from 'lucide-react';
import { useResendVerification } from '../api/resend-verification';

/**
 * Shown on the Discover page to a signed-in user whose address is not (or no longer) verified. The
 * server refuses such a session what a suspension refuses (decision 0015); the banner says so up front.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;

  const label = resend.isPending ? 'Sending...' : resend.isSuccess ? 'Email Sent' : 'Resend Email';
  return (
    <Notice tone="warning" role="status" className="flex-col items-start sm:flex-row sm:items-center">
      <div className="flex flex-1 items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Please verify your email address to access all features</p>
          <p className="mt-0.5 opacity-90">
            We sent a verification link to <span className="font-medium">{user.email}</span>. Until you follow it you can browse
            and change your settings, but not post, edit, upload, like, comment, follow or message.
          </p>
        </div>
      </div>
      <Button
        size="sm"
        variant="outline"
        className="border-amber-400 bg-transparent text-amber-950 hover:bg-amber-100 dark:border-amber-700 dark:text-amber-100 dark:hover:bg-amber-900/40"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(user.email, {
            onSuccess: () =>
              toast({
                title: 'Verification Email Sent',
                description: 'Please check your inbox for the verification link',
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: 'Failed to Send Email',
                description: apiErrorMessage(error, 'Please try again later'),
                variant: 'destructive',
              }),
          })
        }
      >
        {label}
      </Button>
    </Notice>
  );
}
