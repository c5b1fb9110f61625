import { type AdminReport, REPORT_STATUSES, type ReportStatus } from '@common/moderation';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { apiErrorMessage } from '@web/lib/request';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useUpdateReport } from '../api/update-report';
import { NativeSelect } from '@web/components/ui/native-select';
import { useI18n } from '@web/lib/i18n';

/** Admin notes and status (spec §4: any of the three, in any order); saved together. */
export function ReportReviewForm({ report, onSaved }: { report: AdminReport; onSaved: (report: AdminReport) => void }) {
  const [notes, setNotes] = useState(report.adminNotes ?? '');
  const [status, setStatus] = useState<ReportStatus>(report.status);
  const { t, error: serverText } = useI18n();
  const update = useUpdateReport();
  const changed = notes !== (report.adminNotes ?? '') || status !== report.status;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: report.id, input: { adminNotes: notes, status } },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          toast({ title: t('adminReports.updated'), variant: 'success' });
        },
        onError: (error) => toast({ title: t('adminReports.error'), description: serverText(apiErrorMessage(error, t('adminReports.updateFailed'))), variant: 'destructive' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3" aria-label={t('adminReports.review')}>
      <div className="flex flex-col gap-2">
        <Label htmlFor="admin-notes">{t('adminReports.notes')}</Label>
        <Textarea
          id="admin-notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={t('adminReports.notesPlaceholder')}
          maxLength={5000}
          className="min-h-20"
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="report-status">{t('adminReports.status')}</Label>
          <NativeSelect id="report-status" value={status} onChange={(event) => setStatus(event.target.value as ReportStatus)}>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={!changed || update.isPending}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('adminReports.save')}
        </Button>
      </div>
    </form>
  );
}
