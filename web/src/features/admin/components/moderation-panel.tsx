import type { AdminReport } from '@common/moderation';
import { useI18n } from '@web/lib/i18n';
import { Eye, EyeOff } from 'lucide-react';
import { personName } from '../lib/format';
import { useSanctionAction } from '../lib/use-sanction-action';
import { ConfirmSanctionDialog } from './confirm-sanction-dialog';
import { ActionButton, SanctionButtons, SanctionDaysField, SanctionReasonField } from './sanction-actions';

/** The dialog's moderation actions (spec §5): one reason for all, buttons inactive while it is blank. */
export function ModerationPanel({ report, onDone, canBan }: { report: AdminReport; onDone: (report: AdminReport | null) => void; canBan: boolean }) {
  const { t } = useI18n();
  const content = report.commentId
    ? { kind: 'comment' as const, id: report.commentId, hidden: report.comment?.hidden ?? false }
    : report.projectId
      ? { kind: 'project' as const, id: report.projectId, hidden: report.project?.hidden ?? false }
      : null;
  const sanction = useSanctionAction({
    target: (action) => (action === 'hide' || action === 'unhide' ? content : report.reportedUserId ? { kind: 'user', id: report.reportedUserId } : null),
    reportId: report.id,
    onSuccess: (result) => {
      sanction.clear();
      onDone(result.report);
    },
  });

  // Offer only what the server would do for this account: unban lifts a ban or a suspension, a
  // banned account cannot be banned again or suspended (decision 7).
  const accountStatus = report.reportedUser.status;
  const restricted = accountStatus === 'banned' || accountStatus === 'suspended';
  const banned = accountStatus === 'banned';

  return (
    <section aria-labelledby="moderation-heading" className="flex flex-col gap-3">
      <h3 id="moderation-heading" className="text-sm font-semibold">
        {t('adminReports.mod.heading')}
      </h3>
      <SanctionReasonField id="moderation-reason" field={sanction.reason} />

      {report.reportedUserId ? (
        <>
          {banned ? null : <SanctionDaysField id="suspend-days" field={sanction.days} />}
          <SanctionButtons sanction={sanction} status={accountStatus} canBan={canBan} />
          {restricted ? (
            <p className="text-xs text-muted-foreground">
              {banned
                ? canBan
                  ? t('adminReports.mod.bannedCanLift')
                  : t('adminReports.mod.bannedAdminsOnly')
                : t('adminReports.mod.suspended')}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('adminReports.mod.accountGone')}</p>
      )}

      {content ? (
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          {content.hidden ? (
            <ActionButton variant="outline" {...sanction.button('unhide')}>
              <Eye aria-hidden="true" />
              {t('adminReports.mod.unhide')}
            </ActionButton>
          ) : (
            <ActionButton variant="secondary" {...sanction.button('hide')}>
              <EyeOff aria-hidden="true" />
              {t('adminReports.mod.hide')}
            </ActionButton>
          )}
          <p className="basis-full text-xs text-muted-foreground">
            {t(content.hidden ? 'adminReports.mod.actsOnHidden' : 'adminReports.mod.actsOn', { kind: content.kind })}
          </p>
        </div>
      ) : null}
      <ConfirmSanctionDialog name={personName(report.reportedUser, t)} {...sanction.confirm} />
    </section>
  );
}
