import { SUSPENSION_DEFAULT_DAYS, SUSPENSION_MAX_DAYS, SUSPENSION_MIN_DAYS } from '@common/limits';
import type { AdminMember } from '@common/members';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { formatDate, formatDateTime } from '@web/lib/format-date';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { cn } from '@web/lib/utils';
import { Ban, Clock, LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { type ModerationAction, type ModerationRequest, useModerate } from '../api/moderate';
import { ConfirmSanctionDialog, type ConfirmedSanction } from './confirm-sanction-dialog';

type UserAction = Extract<ModerationAction, 'warn' | 'suspend' | 'ban' | 'unban'>;

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

function ActionButton({ blank, pending, className, children, ...props }: ButtonProps & { blank: boolean; pending: boolean }) {
  // As in the report's panel: aria-disabled keeps it focusable, so a press can say why nothing happens.
  return (
    <Button aria-disabled={blank || undefined} className={cn('aria-disabled:cursor-not-allowed aria-disabled:opacity-50', className)} {...props}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  );
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
  const { t, error: serverText } = useI18n();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(String(SUSPENSION_DEFAULT_DAYS));
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ConfirmedSanction | null>(null);
  const moderate = useModerate();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const blank = reason.trim() === '';
  const duration = Number(days);
  const durationValid = Number.isInteger(duration) && duration >= SUSPENSION_MIN_DAYS && duration <= SUSPENSION_MAX_DAYS;
  const canBan = viewer.role === 'admin';
  const refused = refusal(viewer, member);
  const banned = member.status === 'banned';
  const restricted = banned || member.status === 'suspended';

  const run = (action: UserAction, confirmed = false) => {
    if (moderate.isPending) return;
    if (blank) {
      setError(t('adminReports.mod.reasonRequired'));
      reasonField.current?.focus();
      return;
    }
    if (action === 'suspend' && !durationValid) return;
    if ((action === 'suspend' || action === 'ban') && !confirmed) {
      setConfirming(action);
      return;
    }
    const request: ModerationRequest = { action, target: { kind: 'user', id: member.id }, reason: reason.trim() };
    if (action === 'suspend') request.duration = duration;
    moderate.mutate(request, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: t(`adminReports.done.${action}`), description: member.name, variant: 'success' });
        onDone();
      },
      onError: (failure) => {
        setConfirming(null);
        toast({ title: t('adminReports.error'), description: serverText(apiErrorMessage(failure, t(`adminReports.failed.${action}`))), variant: 'destructive' });
      },
    });
  };
  const pending = (action: UserAction) => moderate.isPending && moderate.variables?.action === action;
  const common = (action: UserAction) => ({ blank, pending: pending(action), onClick: () => run(action) });
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
          <div className="flex flex-col gap-2">
            <Label htmlFor="member-reason">{t('adminReports.mod.reason')}</Label>
            <Textarea
              id="member-reason"
              ref={reasonField}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value.trim()) setError(null);
              }}
              placeholder={t('adminReports.mod.reasonPlaceholder')}
              maxLength={1000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'member-reason-error' : 'member-reason-hint'}
              className="min-h-20"
            />
            {error ? (
              <p id="member-reason-error" role="alert" className="text-sm font-medium text-destructive-text">
                {error}
              </p>
            ) : (
              <p id="member-reason-hint" className="text-xs text-muted-foreground">
                {t('adminReports.mod.reasonHint')}
              </p>
            )}
          </div>
          {refused || banned ? null : (
            <div className="flex flex-col gap-2 sm:max-w-56">
              <Label htmlFor="member-days">{t('adminReports.mod.days')}</Label>
              <Input
                id="member-days"
                type="number"
                inputMode="numeric"
                min={SUSPENSION_MIN_DAYS}
                max={SUSPENSION_MAX_DAYS}
                step={1}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                aria-invalid={durationValid ? undefined : true}
                aria-describedby={durationValid ? undefined : 'member-days-error'}
              />
              {durationValid ? null : (
                <p id="member-days-error" className="text-sm font-medium text-destructive-text">
                  {t('adminReports.mod.duration', { min: SUSPENSION_MIN_DAYS, max: SUSPENSION_MAX_DAYS })}
                </p>
              )}
            </div>
          )}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {refused ? null : (
              <ActionButton variant="outline" {...common('warn')}>
                <TriangleAlert aria-hidden="true" />
                {t('adminReports.mod.warn')}
              </ActionButton>
            )}
            {refused || banned ? null : (
              <ActionButton
                variant="outline"
                className="border-orange-300 text-orange-800 hover:bg-orange-50 dark:border-orange-800 dark:text-orange-300 dark:hover:bg-orange-950/60"
                {...common('suspend')}
                disabled={!durationValid}
              >
                <Clock aria-hidden="true" />
                {t('adminReports.mod.suspend')}
              </ActionButton>
            )}
            {/* Bans are the admins' (decision 0023): a moderator is not offered what the server refuses. */}
            {refused || banned || !canBan ? null : (
              <ActionButton variant="destructive" {...common('ban')}>
                <Ban aria-hidden="true" />
                {t('adminReports.mod.ban')}
              </ActionButton>
            )}
            {mayLift ? (
              <ActionButton variant="outline" {...common('unban')}>
                <RotateCcw aria-hidden="true" />
                {t('adminReports.mod.unban')}
              </ActionButton>
            ) : null}
          </div>
          {banned && !canBan ? <p className="text-xs text-muted-foreground">{t('adminReports.mod.bannedAdminsOnly')}</p> : null}
          {refused ? <p className="text-xs text-muted-foreground">{t(`adminMembers.refused.${refused}`)}</p> : null}
        </>
      )}
      <ConfirmSanctionDialog
        action={confirming}
        name={member.name}
        days={duration}
        reason={reason.trim()}
        pending={moderate.isPending}
        onConfirm={() => confirming && run(confirming, true)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
