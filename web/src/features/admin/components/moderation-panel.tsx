import type { AdminReport } from '@common/moderation';
import { SUSPENSION_DEFAULT_DAYS, SUSPENSION_MAX_DAYS, SUSPENSION_MIN_DAYS } from '@common/limits';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { cn } from '@web/lib/utils';
import { Ban, Clock, Eye, EyeOff, LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { type ModerationAction, type ModerationRequest, useModerate } from '../api/moderate';
import { personName } from '../lib/format';
import { ConfirmSanctionDialog, type ConfirmedSanction } from './confirm-sanction-dialog';

function ActionButton({ blank, pending, className, children, ...props }: ButtonProps & { blank: boolean; pending: boolean }) {
  // aria-disabled rather than disabled: still focusable and clickable, so a click can say why it does nothing.
  return (
    <Button aria-disabled={blank || undefined} className={cn('aria-disabled:cursor-not-allowed aria-disabled:opacity-50', className)} {...props}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  );
}

/** The dialog's moderation actions (spec §5): one reason for all, buttons inactive while it is blank. */
export function ModerationPanel({ report, onDone, canBan }: { report: AdminReport; onDone: (report: AdminReport | null) => void; canBan: boolean }) {
  const { t, error: serverText } = useI18n();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(String(SUSPENSION_DEFAULT_DAYS));
  const [error, setError] = useState<string | null>(null);
  // Suspend and ban wait for a yes in ConfirmSanctionDialog.
  const [confirming, setConfirming] = useState<ConfirmedSanction | null>(null);
  const moderate = useModerate();
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const blank = reason.trim() === '';
  const duration = Number(days);
  const durationValid = Number.isInteger(duration) && duration >= SUSPENSION_MIN_DAYS && duration <= SUSPENSION_MAX_DAYS;
  const content = report.commentId
    ? { kind: 'comment' as const, id: report.commentId, hidden: report.comment?.hidden ?? false }
    : report.projectId
      ? { kind: 'project' as const, id: report.projectId, hidden: report.project?.hidden ?? false }
      : null;

  const run = (action: ModerationAction, confirmed = false) => {
    if (moderate.isPending) return;
    if (blank) {
      setError(action === 'hide' ? t('adminReports.mod.hideReasonRequired') : t('adminReports.mod.reasonRequired'));
      reasonField.current?.focus();
      return;
    }
    if (action === 'suspend' && !durationValid) return;
    const target = action === 'hide' || action === 'unhide' ? content : report.reportedUserId ? { kind: 'user' as const, id: report.reportedUserId } : null;
    if (!target) return;
    if ((action === 'suspend' || action === 'ban') && !confirmed) {
      setConfirming(action);
      return;
    }
    const request: ModerationRequest = { action, target: { kind: target.kind, id: target.id }, reason: reason.trim(), reportId: report.id };
    if (action === 'suspend') request.duration = duration;
    moderate.mutate(request, {
      onSuccess: (result) => {
        setReason('');
        setError(null);
        setConfirming(null);
        // Spec §8: each action's own success sentence (adminReports.done.<action>).
        toast({ title: t(`adminReports.done.${action}`), variant: 'success' });
        onDone(result.report);
      },
      onError: (failure) => {
        setConfirming(null);
        toast({ title: t('adminReports.error'), description: serverText(apiErrorMessage(failure, t(`adminReports.failed.${action}`))), variant: 'destructive' });
      },
    });
  };

  // Offer only what the server would do for this account: unban lifts a ban or a suspension, a
  // banned account cannot be banned again or suspended (decision 7).
  const accountStatus = report.reportedUser.status;
  const restricted = accountStatus === 'banned' || accountStatus === 'suspended';
  const banned = accountStatus === 'banned';

  const pending = (action: ModerationAction) => moderate.isPending && moderate.variables?.action === action;
  const common = (action: ModerationAction) => ({ blank, pending: pending(action), onClick: () => run(action) });

  return (
    <section aria-labelledby="moderation-heading" className="flex flex-col gap-3">
      <h3 id="moderation-heading" className="text-sm font-semibold">
        {t('adminReports.mod.heading')}
      </h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor="moderation-reason">{t('adminReports.mod.reason')}</Label>
        <Textarea
          id="moderation-reason"
          ref={reasonField}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setError(null);
          }}
          placeholder={t('adminReports.mod.reasonPlaceholder')}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'moderation-reason-error' : 'moderation-reason-hint'}
          className="min-h-20"
        />
        {error ? (
          <p id="moderation-reason-error" role="alert" className="text-sm font-medium text-destructive-text">
            {error}
          </p>
        ) : (
          <p id="moderation-reason-hint" className="text-xs text-muted-foreground">
            {t('adminReports.mod.reasonHint')}
          </p>
        )}
      </div>

      {report.reportedUserId ? (
        <>
          {banned ? null : (
            <div className="flex flex-col gap-2 sm:max-w-56">
              <Label htmlFor="suspend-days">{t('adminReports.mod.days')}</Label>
              <Input
                id="suspend-days"
                type="number"
                inputMode="numeric"
                min={SUSPENSION_MIN_DAYS}
                max={SUSPENSION_MAX_DAYS}
                step={1}
                value={days}
                onChange={(event) => setDays(event.target.value)}
                aria-invalid={durationValid ? undefined : true}
                aria-describedby={durationValid ? undefined : 'suspend-days-error'}
              />
              {durationValid ? null : (
                <p id="suspend-days-error" className="text-sm font-medium text-destructive-text">
                  {t('adminReports.mod.duration', { min: SUSPENSION_MIN_DAYS, max: SUSPENSION_MAX_DAYS })}
                </p>
              )}
            </div>
          )}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <ActionButton variant="outline" {...common('warn')}>
              <TriangleAlert aria-hidden="true" />
              {t('adminReports.mod.warn')}
            </ActionButton>
            {banned ? null : (
              <>
                <ActionButton
                  variant="outline"
                  className="border-orange-300 text-orange-800 hover:bg-orange-50 dark:border-orange-800 dark:text-orange-300 dark:hover:bg-orange-950/60"
                  {...common('suspend')}
                  disabled={!durationValid}
                >
                  <Clock aria-hidden="true" />
                  {t('adminReports.mod.suspend')}
                </ActionButton>
                {/* Bans are the admins' (decision 0023): a moderator is not offered what the server refuses. */}
                {canBan ? (
                  <ActionButton variant="destructive" {...common('ban')}>
                    <Ban aria-hidden="true" />
                    {t('adminReports.mod.ban')}
                  </ActionButton>
                ) : null}
              </>
            )}
            {restricted && (canBan || !banned) ? (
              <ActionButton variant="outline" {...common('unban')}>
                <RotateCcw aria-hidden="true" />
                {t('adminReports.mod.unban')}
              </ActionButton>
            ) : null}
          </div>
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
            <ActionButton variant="outline" {...common('unhide')}>
              <Eye aria-hidden="true" />
              {t('adminReports.mod.unhide')}
            </ActionButton>
          ) : (
            <ActionButton variant="secondary" {...common('hide')}>
              <EyeOff aria-hidden="true" />
              {t('adminReports.mod.hide')}
            </ActionButton>
          )}
          <p className="basis-full text-xs text-muted-foreground">
            {t(content.hidden ? 'adminReports.mod.actsOnHidden' : 'adminReports.mod.actsOn', { kind: content.kind })}
          </p>
        </div>
      ) : null}
      <ConfirmSanctionDialog
        action={confirming}
        name={personName(report.reportedUser, t)}
        days={duration}
        reason={reason.trim()}
        pending={moderate.isPending}
        onConfirm={() => confirming && run(confirming, true)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
