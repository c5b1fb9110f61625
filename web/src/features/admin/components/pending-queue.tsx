import type { PendingAccount } from '@common/joining';
import { REJECT_REASON_MAX_LENGTH } from '@common/joining-constants';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { FormField } from '@web/components/ui/form-field';
import { Skeleton } from '@web/components/ui/skeleton';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { formatDateTime } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { Check, Hourglass, X } from 'lucide-react';
import { useState } from 'react';
import { usePendingAccounts, useReviewPending } from '../api/joining';
import { personName } from '../lib/format';

/** Registrations waiting for the staff (decision 0024), oldest first, with their answers. */
export function PendingQueue() {
  const { t, error: serverText } = useI18n();
  const pending = usePendingAccounts();
  const review = useReviewPending();
  const [rejecting, setRejecting] = useState<PendingAccount | null>(null);

  const approve = (account: PendingAccount) =>
    review.mutate(
      { userId: account.id, decision: 'approve' },
      {
        onSuccess: () =>
          toast({ title: t('admin.pending.approved'), description: t('admin.pending.approvedText', { name: personName(account, t) }), variant: 'success' }),
        onError: (error) =>
          toast({ title: t('admin.pending.approveFailed'), description: serverText(apiErrorMessage(error, t('common.tryAgain'))), variant: 'destructive' }),
      },
    );

  if (pending.isError) return <p className="text-sm text-destructive-text">{serverText(apiErrorMessage(pending.error, t('admin.pending.loadFailed')))}</p>;
  if (pending.isPending) return <Skeleton className="h-40 w-full" />;
  if (pending.data.length === 0) {
    return <EmptyState icon={Hourglass} title={t('admin.pending.empty')} description={t('admin.pending.emptyText')} headingLevel={3} />;
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={t('admin.pendingHeading')}>
        {pending.data.map((account) => (
          <li key={account.id} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 break-words font-medium">{personName(account, t)}</span>
                <Badge variant={account.emailVerified ? 'accent' : 'outline'}>{account.emailVerified ? t('admin.pending.verified') : t('admin.pending.notVerified')}</Badge>
              </div>
              <span className="break-all text-sm text-muted-foreground">{account.email}</span>
              <span className="text-xs text-muted-foreground">{t('admin.pending.registered', { date: formatDateTime(account.createdAt) })}</span>
              {account.joinAnswer ? (
                <blockquote className="mt-1 whitespace-pre-line border-s-2 border-border ps-3 text-sm">{account.joinAnswer}</blockquote>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button size="sm" onClick={() => approve(account)} disabled={review.isPending} aria-label={t('admin.pending.approveName', { name: personName(account, t) })}>
                <Check aria-hidden="true" /> {t('admin.pending.approve')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setRejecting(account)} disabled={review.isPending} aria-label={t('admin.pending.rejectName', { name: personName(account, t) })}>
                <X aria-hidden="true" /> {t('admin.pending.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <RejectDialog account={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

function RejectDialog({ account, onClose }: { account: PendingAccount | null; onClose: () => void }) {
  const { t, error: serverText } = useI18n();
  const review = useReviewPending();
  const [reason, setReason] = useState('');
  const reject = () => {
    if (!account) return;
    review.mutate(
      { userId: account.id, decision: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: t('admin.pending.rejected'), description: t('admin.pending.rejectedText', { name: personName(account, t) }) });
          setReason('');
          onClose();
        },
        onError: (error) =>
          toast({ title: t('admin.pending.rejectFailed'), description: serverText(apiErrorMessage(error, t('common.tryAgain'))), variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.pending.rejectTitle', { name: account ? personName(account, t) : '' })}</DialogTitle>
          <DialogDescription>{t('admin.pending.rejectText')}</DialogDescription>
        </DialogHeader>
        <FormField id="reject-reason" label={t('admin.pending.rejectReason')}>
          <Textarea rows={3} maxLength={REJECT_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('admin.pending.cancel')}
          </Button>
          <Button variant="destructive" onClick={reject} disabled={review.isPending}>
            {t('admin.pending.rejectConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
