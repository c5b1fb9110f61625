import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@common/messaging';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/utils';
import { type FormEvent, useEffect, useState } from 'react';
import { useReportUser } from '../api/report-user';
import { showRequestError } from '../lib/unauthorized';

const DESCRIPTION_MAX_LENGTH = 1000;

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  name: string;
}

/** Spec §5: a reason is required, a description optional; 'Report submitted' on success. */
export function ReportDialog({ open, onOpenChange, userId, name }: ReportDialogProps) {
  const report = useReportUser();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [description, setDescription] = useState('');
  const [missingReason, setMissingReason] = useState(false);

  useEffect(() => {
    if (open) return;
    setReason('');
    setDescription('');
    setMissingReason(false);
  }, [open]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const text = description.trim();
    report.mutate(
      { userId, report: { reason, ...(text ? { description: text } : {}) } },
      {
        onSuccess: () => {
          toast({ title: 'Report submitted', description: 'Thank you. Our moderators will look into it.', variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => showRequestError(error, 'The report could not be sent. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Report {name}</DialogTitle>
            <DialogDescription>Reports are private: {name} is not told who reported them.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <Label htmlFor="report-reason">Reason</Label>
            <select
              id="report-reason"
              required
              aria-invalid={missingReason || undefined}
              aria-describedby={missingReason ? 'report-reason-error' : undefined}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason);
                setMissingReason(false);
              }}
              className={cn(
                'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm text-foreground',
                'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
                'aria-invalid:border-destructive-text',
              )}
            >
              <option value="" disabled>
                Choose a reason
              </option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REPORT_REASON_LABELS[value]}
                </option>
              ))}
            </select>
            {missingReason ? (
              <p id="report-reason-error" className="text-sm text-destructive-text">
                Please choose a reason
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="report-description">
              Description <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id="report-description"
              rows={4}
              maxLength={DESCRIPTION_MAX_LENGTH}
              placeholder="What happened?"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {report.isPending ? 'Submitting...' : 'Submit report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
