import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_REASONS, type ReportReason } from '@common/reports-constants';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useReportUser } from '@web/entities/report/api/report-user';
import { showRequestError } from '@web/lib/error-toast';
import { useI18n } from '@web/lib/i18n';
import { useState } from 'react';
import type { ReportUserDialogProps } from './report-user-dialog';

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive-text';

/** The dialog of report-user-dialog.tsx, fetched when it first opens. */
export function ReportUserDialogContent({ userId, userName, open, onOpenChange, projectId, commentId, projectTitle }: ReportUserDialogProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [description, setDescription] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const sending = useReportUser();
  const { t } = useI18n();

  const close = () => {
    setReason('');
    setDescription('');
    setReasonError(undefined);
    onOpenChange(false);
  };

  const submit = () => {
    if (!reason) {
      setReasonError(t('report.reasonRequired'));
      return;
    }
    sending.mutate(
      { userId, report: { reason, description: description.trim() || undefined, projectId, commentId } },
      {
        onSuccess: () => {
          toast({ title: t('report.submitted'), description: t('report.thanks'), variant: 'success' });
          close();
        },
        onError: (error) => showRequestError(error, t('report.failed')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">
            {commentId
              ? t('report.titleComment', { name: userName })
              : projectId
                ? t('report.titleProject', { title: projectTitle ?? '' })
                : t('report.title', { name: userName })}
          </DialogTitle>
          <DialogDescription>{t('report.intro', { name: userName })}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!sending.isPending) submit();
          }}
        >
          <FormField id="report-reason" label={t('report.reason')} error={reasonError}>
            <select
              className={selectClass}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value as ReportReason | '');
                setReasonError(undefined);
              }}
            >
              <option value="" disabled>
                {t('report.selectReason')}
              </option>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`report.reason.${value}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id="report-description"
            label={t('report.description')}
            hint={t('report.characters', { count: description.length, max: REPORT_DESCRIPTION_MAX_LENGTH })}
          >
            <Textarea
              value={description}
              maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
              placeholder={t('report.placeholder')}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={sending.isPending}>
              {t('report.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={sending.isPending}>
              {t(sending.isPending ? 'report.submitting' : 'report.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
