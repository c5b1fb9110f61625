import type { AdminReport } from '@common/moderation';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatLongDateTime } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';
import { personName, reasonLabel, shortId } from '../lib/format';
import { ModerationPanel } from './moderation-panel';
import { ReportReviewForm } from './report-review-form';
import { StatusBadge } from './status-badge';


function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 break-words text-sm">{children}</dd>
    </div>
  );
}

function PersonDetail({ person, status }: { person: AdminReport['reporter']; status?: string | null }) {
  const { t } = useI18n();
  return (
    <>
      <span className="font-medium">{personName(person, t)}</span>
      {person.email ? <span className="block text-muted-foreground">{person.email}</span> : null}
      {status ? <span className="block text-xs text-muted-foreground">{t('adminReports.accountStatus', { status })}</span> : null}
    </>
  );
}

function ReportedContent({ report }: { report: AdminReport }) {
  const { t } = useI18n();
  if (report.comment) {
    return (
      <>
        <q className="block whitespace-pre-wrap rounded-lg bg-muted px-3 py-2 italic">{report.comment.content}</q>
        {report.comment.projectSlug ? (
          <Link href={`/projects/${report.comment.projectSlug}`} className="mt-1 inline-block text-link underline-offset-4 hover:underline">
            {t('adminReports.openProject')}
          </Link>
        ) : null}
        {report.comment.hidden ? <span className="ms-2 text-xs text-muted-foreground">{t('adminReports.hidden')}</span> : null}
      </>
    );
  }
  if (report.project) {
    return (
      <>
        <Link href={`/projects/${report.project.slug}`} className="text-link underline-offset-4 hover:underline">
          {report.project.title}
        </Link>
        {report.project.hidden ? <span className="ms-2 text-xs text-muted-foreground">{t('adminReports.hidden')}</span> : null}
      </>
    );
  }
  if (report.projectId || report.commentId) return <span className="text-muted-foreground">{t('adminReports.contentGone')}</span>;
  return <span className="text-muted-foreground">{t('adminReports.aboutAccount')}</span>;
}

interface ReportDetailsDialogProps {
  report: AdminReport | null;
  onOpenChange: (open: boolean) => void;
  onChanged: (report: AdminReport) => void;
  /** Whether the viewer may ban (admins; decision 0023). */
  canBan: boolean;
}

/** One report's details, the review form and the moderation actions (spec §2, §4, §5). */
export function ReportDetailsDialog({ report, onOpenChange, onChanged, canBan }: ReportDetailsDialogProps) {
  const { t, rich } = useI18n();
  return (
    <Dialog open={report !== null} onOpenChange={onOpenChange}>
      {report ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle className="flex flex-wrap items-center gap-2">
              {t('adminReports.title', { id: shortId(report.id) })}
              <StatusBadge status={report.status} />
            </DialogTitle>
            <DialogDescription>
              {rich('adminReports.filed', { date: formatLongDateTime(report.createdAt), time: (chunks) => <time dateTime={report.createdAt}>{chunks}</time> })}
            </DialogDescription>
          </DialogHeader>

          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label={t('adminReports.reason')}>{reasonLabel(report.reason, t)}</Detail>
            <Detail label={t('adminReports.reportId')}>
              <span className="font-mono text-xs">{report.id}</span>
            </Detail>
            <Detail label={t('adminReports.reporter')}>
              <PersonDetail person={report.reporter} />
            </Detail>
            <Detail label={t('adminReports.reportedUser')}>
              <PersonDetail person={report.reportedUser} status={report.reportedUser.status} />
            </Detail>
            <Detail label={t('adminReports.description')} wide>
              {report.description ? <span className="whitespace-pre-wrap">{report.description}</span> : <span className="text-muted-foreground">{t('adminReports.noDescription')}</span>}
            </Detail>
            <Detail label={t('adminReports.reportedContent')} wide>
              <ReportedContent report={report} />
            </Detail>
            {report.actionTaken || report.reviewedAt ? (
              <Detail label={t('adminReports.outcome')} wide>
                {report.actionTaken ? <span className="font-medium">{t(`adminReports.taken.${report.actionTaken}`)}</span> : null}
                {report.actionDetails ? <span className="block">{report.actionDetails}</span> : null}
                {report.reviewedAt ? (
                  <span className="block text-xs text-muted-foreground">
                    {rich('adminReports.reviewed', { date: formatLongDateTime(report.reviewedAt), time: (chunks) => <time dateTime={report.reviewedAt ?? undefined}>{chunks}</time> })}
                  </span>
                ) : null}
              </Detail>
            ) : null}
          </dl>

          <div className="border-t border-border pt-4">
            <ReportReviewForm key={`${report.id}:${report.status}:${report.adminNotes ?? ''}`} report={report} onSaved={onChanged} />
          </div>
          <div className="border-t border-border pt-4">
            <ModerationPanel key={report.id} report={report} canBan={canBan} onDone={(updated) => updated && onChanged(updated)} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
