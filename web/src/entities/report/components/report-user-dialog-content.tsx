import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@common/reports-constants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useReportUser } from '@web/entities/report/api/report-user';
import { showRequestError } from '@web/lib/error-toast';
import { useState } from 'react';
import type { ReportUserDialogProps } from './report-user-dialog';

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive-text';

/** The dialog of report-user-dialog.tsx, fetched when it first opens. */
export function ReportUserDialogContent({ userId, userName, open, onOpenChange, projectId, commentId }: ReportUserDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [description, setDescription] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const sending = useReportUser();

  const close = () => {
    setReason('');
    setDescription('');
    setReasonError(undefined);
    onOpenChange(false);
  };

  const submit = () => {
    if (!reason) {
      setReasonError(REPORT_MESSAGES.reasonRequired);
      return;
    }
    sending.mutate(
      { userId, report: { reason, description: description.trim() || undefined, projectId, commentId } },
      {
        onSuccess: () => {
          toast({ title: REPORT_MESSAGES.submitted, description: 'Thank you. Our moderators will review it.', variant: 'success' });
          close();
        },
        onError: (error) => showRequestError(error, 'Failed to submit the report. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {userName}</DialogTitle>
          <DialogDescription>
            Tell the moderators what is wrong. {userName} will not know who reported them.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!sending.isPending) submit();
          }}
        >
          <FormField id="report-reason" label="Reason" error={reasonError}>
            <select
              className={selectClass}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason | '');
                setReasonError(undefined);
              }}
            >
              <option value="" disabled>
                Select a reason
              </option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REPORT_REASON_LABELS[value]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="report-description"
            label="Description (optional)"
            hint={`${description.length}/${REPORT_DESCRIPTION_MAX_LENGTH} characters`}
          >
            <Textarea
              value={description}
              maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
              placeholder="What happened? Links or details help the moderators."
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={sending.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={sending.isPending}>
              {sending.isPending ? 'Submitting...' : 'Submit report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
