import { type AdminReport, REPORT_STATUSES, type ReportStatus } from '@common/moderation';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { apiErrorMessage } from '@web/lib/request';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useUpdateReport } from '../api/update-report';
import { STATUS_LABELS } from '../lib/format';
import { NativeSelect } from '@web/components/ui/native-select';

/** Admin notes and status (spec §4: any of the three, in any order); saved together. */
export function ReportReviewForm({ report, onSaved }: { report: AdminReport; onSaved: (report: AdminReport) => void }) {
  const [notes, setNotes] = useState(report.adminNotes ?? '');
  const [status, setStatus] = useState<ReportStatus>(report.status);
  const update = useUpdateReport();
  const changed = notes !== (report.adminNotes ?? '') || status !== report.status;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: report.id, input: { adminNotes: notes, status } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          toast({ title: 'Report updated', variant: 'success' });
        },
        onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error, 'Failed to update report'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label="Review">
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-notes">Admin notes</Label>
        <Textarea
          id="admin-notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="What you checked and decided (only admins see this)"
          maxLength={5000}
          className="min-h-20"
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="report-status">Status</Label>
          <NativeSelect id="report-status" value={status} onChange={(event) => setStatus(event.target.value as ReportStatus)}>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={!changed || update.isPending}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}
