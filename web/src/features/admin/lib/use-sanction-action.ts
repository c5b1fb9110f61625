import { SUSPENSION_DEFAULT_DAYS, SUSPENSION_MAX_DAYS, SUSPENSION_MIN_DAYS } from '@common/limits';
import type { ModerationResult } from '@common/moderation';
import { toast } from '@web/components/ui/use-toast';
import { useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { useRef, useState } from 'react';
import { type ModerationAction, type ModerationRequest, useModerate } from '../api/moderate';

/** The actions that wait for a yes in ConfirmSanctionDialog before they are sent. */
export type ConfirmedSanction = Extract<ModerationAction, 'suspend' | 'ban'>;

interface SanctionActionOptions {
  /** What an action lands on: the person, or the reported content for hide/unhide; null if there is nothing. */
  target: (action: ModerationAction) => ModerationRequest['target'] | null;
  /** The report the action settles, if it comes from one. */
  reportId?: string;
  /** The success toast's second line (the Members tab names the person), if any. */
  successDescription?: string;
  onSuccess: (result: ModerationResult) => void;
}

/**
 * One reason for every action, the suspension's days, and the confirmation step for suspend and
 * ban: shared by a report's moderation panel and the Members tab's dialog, so both keep the same rules
 * (a blank reason is refused with focus on the field, days within the limits, each action's own toasts).
 */
export function useSanctionAction({ target, reportId, successDescription, onSuccess }: SanctionActionOptions) {
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

  const run = (action: ModerationAction, confirmed = false) => {
    if (moderate.isPending) return;
    if (blank) {
      setError(action === 'hide' ? t('adminReports.mod.hideReasonRequired') : t('adminReports.mod.reasonRequired'));
      reasonField.current?.focus();
      return;
    }
    if (action === 'suspend' && !durationValid) return;
    const on = target(action);
    if (!on) return;
    if ((action === 'suspend' || action === 'ban') && !confirmed) {
      setConfirming(action);
      return;
    }
    const request: ModerationRequest = { action, target: { kind: on.kind, id: on.id }, reason: reason.trim() };
    if (reportId) request.reportId = reportId;
    if (action === 'suspend') request.duration = duration;
    moderate.mutate(request, {
      onSuccess: (result) => {
        setConfirming(null);
        // Spec §8: each action's own success sentence (adminReports.done.<action>).
        toast({ title: t(`adminReports.done.${action}`), description: successDescription, variant: 'success' });
        onSuccess(result);
      },
      onError: (failure) => {
        setConfirming(null);
        toast({ title: t('adminReports.error'), description: serverText(apiErrorMessage(failure, t(`adminReports.failed.${action}`))), variant: 'destructive' });
      },
    });
  };

  const pending = (action: ModerationAction) => moderate.isPending && moderate.variables?.action === action;

  return {
    reason: {
      value: reason,
      error,
      ref: reasonField,
      onChange: (value: string) => {
        setReason(value);
        if (value.trim()) setError(null);
      },
    },
    days: { value: days, valid: durationValid, onChange: setDays },
    /** A button's props for one action: inactive-looking while the reason is blank, a spinner while it runs. */
    button: (action: ModerationAction) => ({ blank, pending: pending(action), onClick: () => run(action) }),
    /** ConfirmSanctionDialog's props but the person's name. */
    confirm: {
      action: confirming,
      days: duration,
      reason: reason.trim(),
      pending: moderate.isPending,
      onConfirm: () => confirming && run(confirming, true),
      onCancel: () => setConfirming(null),
    },
    /** Empties the reason (and its error) for the next action. */
    clear: () => {
      setReason('');
      setError(null);
    },
  };
}

export type SanctionAction = ReturnType<typeof useSanctionAction>;
