import type { AdminMember } from '@common/members';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { formatDate, formatDateTime } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';
import { useSanctionAction } from '../lib/use-sanction-action';
import { ConfirmSanctionDialog } from './confirm-sanction-dialog';
import { SanctionButtons, SanctionDaysField, SanctionReasonField } from './sanction-actions';

interface Viewer {
  id: string;
  role: string;
}

/** Why this staff member may not warn, suspend or ban this person (the server's rule, core/people/policy.ts), or null. */
function refusal(viewer: Viewer, member: AdminMember): 'self' | 'admin' | 'staff' | null {
  if (viewer.id === member.id) return 'self';
  if (member.role === 'admin') return 'admin';
  if (member.role === 'moderator' && viewer.role !== 'admin') return 'staff';
  return null;
}

interface MemberActionsDialogProps {
  member: AdminMember | null;
  viewer: Viewer;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Members tab's actions on one account, without a report: the spec's warn, suspend (1–365
 * days), ban (admins) and unban, each with a reason the person is sent; suspend and ban ask first.
 */
export function MemberActionsDialog({ member, viewer, onOpenChange }: MemberActionsDialogProps) {
  const { t, rich } = useI18n();
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      {member ? (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle className="break-words">{t('adminMembers.dialogTitle', { name: member.name })}</DialogTitle>
            <DialogDescription className="break-words">
              {member.email} · {rich('adminMembers.joined', { date: formatDate(member.createdAt), time: (chunks) => <time dateTime={member.createdAt}>{chunks}</time> })}
            </DialogDescription>
          </DialogHeader>
          <MemberActions key={member.id} member={member} viewer={viewer} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MemberActions({ member, viewer, onDone }: { member: AdminMember; viewer: Viewer; onDone: () => void }) {
  const { t } = useI18n();
  const sanction = useSanctionAction({ target: () => ({ kind: 'user', id: member.id }), successDescription: member.name, onSuccess: onDone });
  const canBan = viewer.role === 'admin';
  const refused = refusal(viewer, member);
  const banned = member.status === 'banned';
  const restricted = banned || member.status === 'suspended';
  const mayLift = restricted && (canBan || !banned);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        {t('adminMembers.standing', { status: member.status, count: member.warningCount })}
        {member.status === 'suspended' && member.suspendedUntil ? ` ${t('adminMembers.suspendedUntil', { date: formatDateTime(member.suspendedUntil) })}` : null}
      </p>
      {refused && !mayLift ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">{t(`adminMembers.refused.${refused}`)}</p>
      ) : (
        <>
          <SanctionReasonField id="member-reason" field={sanction.reason} />
          {refused || banned ? null : <SanctionDaysField id="member-days" field={sanction.days} />}
          <SanctionButtons sanction={sanction} status={member.status} canBan={canBan} refused={refused !== null} />
          {banned && !canBan ? <p className="text-xs text-muted-foreground">{t('adminReports.mod.bannedAdminsOnly')}</p> : null}
          {refused ? <p className="text-xs text-muted-foreground">{t(`adminMembers.refused.${refused}`)}</p> : null}
        </>
      )}
      <ConfirmSanctionDialog name={member.name} {...sanction.confirm} />
    </div>
  );
}
