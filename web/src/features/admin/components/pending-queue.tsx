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
import { apiErrorMessage } from '@web/lib/request';
import { Check, Hourglass, X } from 'lucide-react';
import { useState } from 'react';
import { usePendingAccounts, useReviewPending } from '../api/joining';
import { personName } from '../lib/format';

/** Registrations waiting for the staff (decision 0024), oldest first, with their answers. */
export function PendingQueue() {
  const pending = usePendingAccounts();
  const review = useReviewPending();
  const [rejecting, setRejecting] = useState<PendingAccount | null>(null);

  const approve = (account: PendingAccount) =>
    review.mutate(
      { userId: account.id, decision: 'approve' },
      {
        onSuccess: () => toast({ title: 'Approved', description: `${personName(account)} can now sign in; they have been e-mailed.`, variant: 'success' }),
        onError: (error) => toast({ title: 'Approval failed', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );

  if (pending.isError) return <p className="text-sm text-destructive-text">{apiErrorMessage(pending.error, 'The pending accounts could not be loaded.')}</p>;
  if (pending.isPending) return <Skeleton className="h-40 w-full" />;
  if (pending.data.length === 0) {
    return <EmptyState icon={Hourglass} title="No one is waiting" description="Registrations made in approval mode appear here after sign-up." headingLevel={3} />;
  }
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label="Pending accounts">
        {pending.data.map((account) => (
          <li key={account.id} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{personName(account)}</span>
                <Badge variant={account.emailVerified ? 'accent' : 'outline'}>{account.emailVerified ? 'Address verified' : 'Address not verified yet'}</Badge>
              </div>
              <span className="break-all text-sm text-muted-foreground">{account.email}</span>
              <span className="text-xs text-muted-foreground">Registered {formatDateTime(account.createdAt)}</span>
              {account.joinAnswer ? (
                <blockquote className="mt-1 whitespace-pre-line border-l-2 border-border pl-3 text-sm">{account.joinAnswer}</blockquote>
              ) : null}
            </div>
            <div className="flex shrink-0 gap-2">
              <Button size="sm" onClick={() => approve(account)} disabled={review.isPending} aria-label={`Approve ${personName(account)}`}>
                <Check aria-hidden="true" /> Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => setRejecting(account)} disabled={review.isPending} aria-label={`Reject ${personName(account)}`}>
                <X aria-hidden="true" /> Reject
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
  const review = useReviewPending();
  const [reason, setReason] = useState('');
  const reject = () => {
    if (!account) return;
    review.mutate(
      { userId: account.id, decision: 'reject', reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Rejected', description: `${personName(account)} has been e-mailed and the account removed.` });
          setReason('');
          onClose();
        },
        onError: (error) => toast({ title: 'Rejection failed', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {account ? personName(account) : ''}?</DialogTitle>
          <DialogDescription>They get an e-mail saying so, and the account is removed.</DialogDescription>
        </DialogHeader>
        <FormField id="reject-reason" label="Reason (optional, sent to them)">
          <Textarea rows={3} maxLength={REJECT_REASON_MAX_LENGTH} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={reject} disabled={review.isPending}>
            Reject and e-mail
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
