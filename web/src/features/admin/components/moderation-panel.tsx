import type { AdminReport } from '@common/moderation';
import { MODERATION_MESSAGES } from '@common/moderation';
import { SUSPENSION_DEFAULT_DAYS, SUSPENSION_MAX_DAYS, SUSPENSION_MIN_DAYS } from '@common/limits';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { apiErrorMessage } from '@web/lib/request';
import { cn } from '@web/lib/utils';
import { Ban, Clock, Eye, EyeOff, LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { type ModerationAction, type ModerationRequest, useModerate } from '../api/moderate';

/** Spec §8: the success sentence and the fallback failure text of each action. */
const OUTCOMES: Record<ModerationAction, { success: string; failure: string }> = {
  warn: { success: 'User has been warned.', failure: 'Failed to warn user' },
  suspend: { success: 'User has been suspended.', failure: 'Failed to suspend user' },
  ban: { success: 'User has been banned.', failure: 'Failed to ban user' },
  unban: { success: 'User has been unbanned.', failure: 'Failed to unban user' },
  hide: { success: 'Content has been hidden.', failure: 'Failed to hide content' },
  unhide: { success: 'Content is visible again.', failure: 'Failed to unhide content' },
};

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
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(String(SUSPENSION_DEFAULT_DAYS));
  const [error, setError] = useState<string | null>(null);
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

  const run = (action: ModerationAction) => {
    if (moderate.isPending) return;
    if (blank) {
      setError(action === 'hide' ? MODERATION_MESSAGES.hideReasonRequired : MODERATION_MESSAGES.reasonRequired);
      reasonField.current?.focus();
      return;
    }
    if (action === 'suspend' && !durationValid) return;
    const target = action === 'hide' || action === 'unhide' ? content : report.reportedUserId ? { kind: 'user' as const, id: report.reportedUserId } : null;
    if (!target) return;
    const request: ModerationRequest = { action, target: { kind: target.kind, id: target.id }, reason: reason.trim(), reportId: report.id };
    if (action === 'suspend') request.duration = duration;
    moderate.mutate(request, {
      onSuccess: (result) => {
        setReason('');
        setError(null);
        toast({ title: OUTCOMES[action].success, variant: 'success' });
        onDone(result.report);
      },
      onError: (failure) => toast({ title: 'Error', description: apiErrorMessage(failure, OUTCOMES[action].failure), variant: 'destructive' }),
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
        Moderation actions
      </h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor="moderation-reason">Reason</Label>
        <Textarea
          id="moderation-reason"
          ref={reasonField}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setError(null);
          }}
          placeholder="Why — the person affected receives this reason"
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
            Required for every action. It is e-mailed to the person and kept in the audit log.
          </p>
        )}
      </div>

      {report.reportedUserId ? (
        <>
          {banned ? null : (
            <div className="flex flex-col gap-2 sm:max-w-56">
              <Label htmlFor="suspend-days">Suspension (days)</Label>
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
                  {MODERATION_MESSAGES.duration}
                </p>
              )}
            </div>
          )}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <ActionButton variant="outline" {...common('warn')}>
              <TriangleAlert aria-hidden="true" />
              Warn
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
                  Suspend
                </ActionButton>
                {/* Bans are the admins' (decision 0023): a moderator is not offered what the server refuses. */}
                {canBan ? (
                  <ActionButton variant="destructive" {...common('ban')}>
                    <Ban aria-hidden="true" />
                    Ban
                  </ActionButton>
                ) : null}
              </>
            )}
            {restricted && (canBan || !banned) ? (
              <ActionButton variant="outline" {...common('unban')}>
                <RotateCcw aria-hidden="true" />
                Unban
              </ActionButton>
            ) : null}
          </div>
          {restricted ? (
            <p className="text-xs text-muted-foreground">
              {banned
                ? canBan
                  ? 'This account is banned. Unban restores it; the warnings stay on record.'
                  : 'This account is banned. Only an administrator can lift a ban.'
                : 'This account is suspended. Unban lifts the suspension; Suspend starts a new one from today.'}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm text-muted-foreground">The reported account no longer exists.</p>
      )}

      {content ? (
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          {content.hidden ? (
            <ActionButton variant="outline" {...common('unhide')}>
              <Eye aria-hidden="true" />
              Unhide content
            </ActionButton>
          ) : (
            <ActionButton variant="secondary" {...common('hide')}>
              <EyeOff aria-hidden="true" />
              Hide content
            </ActionButton>
          )}
          <p className="basis-full text-xs text-muted-foreground">
            {`Acts on the reported ${content.kind}${content.hidden ? ', hidden at the moment' : ''}.`}
          </p>
        </div>
      ) : null}
    </section>
  );
}
