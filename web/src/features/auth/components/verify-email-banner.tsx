import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/notice';
import { toast } from '@web/components/ui/use-toast';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { apiErrorMessage } from '@web/lib/request';
import { MailWarning } from 'lucide-react';
import { useResendVerification } from '../api/resend-verification';
import { useI18n } from '@web/lib/i18n';

/**
 * Shown on the Discover page to a signed-in user whose address is not (or no longer) verified. The
 * server refuses such a session what a suspension refuses (decision 0015); the banner says so up front.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const resend = useResendVerification();
  const { t, rich } = useI18n();
  if (!user || user.emailVerified) return null;

  const label = t(resend.isPending ? 'verifyBanner.sending' : resend.isSuccess ? 'verifyBanner.sent' : 'verifyBanner.resend');
  return (
    <Notice tone="warning" role="status" className="flex-col items-start sm:flex-row sm:items-center">
      <div className="flex flex-1 items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t('verifyBanner.title')}</p>
          <p className="mt-0.5 opacity-90">
            {rich('verifyBanner.text', { email: user.email, strong: (chunks) => <span className="font-medium">{chunks}</span> })}
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
                title: t('verifyBanner.sentToast'),
                description: t('verifyBanner.sentToastText'),
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: t('verifyBanner.failed'),
                description: apiErrorMessage(error, t('verifyBanner.later')),
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
