import type { AccountStatus } from '@common/auth';
import { SUSPENSION_MAX_DAYS, SUSPENSION_MIN_DAYS } from '@common/limits';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';
import { Ban, Clock, LoaderCircle, RotateCcw, TriangleAlert } from 'lucide-react';
import type { SanctionAction } from '../lib/use-sanction-action';

/**
 * The parts a report's moderation panel and the Members tab's dialog share, around
 * useSanctionAction: the reason, the suspension's days and the warn/suspend/ban/unban buttons.
 */

export function ActionButton({ blank, pending, className, children, ...props }: ButtonProps & { blank: boolean; pending: boolean }) {
  // aria-disabled rather than disabled: still focusable and clickable, so a click can say why it does nothing.
  return (
    <Button aria-disabled={blank || undefined} className={cn('aria-disabled:cursor-not-allowed aria-disabled:opacity-50', className)} {...props}>
      {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
      {children}
    </Button>
  );
}

/** The one reason every action needs; `id` names the field, its error (`-error`) and its hint (`-hint`). */
export function SanctionReasonField({ id, field }: { id: string; field: SanctionAction['reason'] }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('adminReports.mod.reason')}</Label>
      <Textarea
        id={id}
        ref={field.ref}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        placeholder={t('adminReports.mod.reasonPlaceholder')}
        maxLength={1000}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${id}-error` : `${id}-hint`}
        className="min-h-20"
      />
      {field.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-text">
          {field.error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('adminReports.mod.reasonHint')}
        </p>
      )}
    </div>
  );
}

/** How many days a suspension lasts, with the limits' message when it is out of them. */
export function SanctionDaysField({ id, field }: { id: string; field: SanctionAction['days'] }) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-2 sm:max-w-56">
      <Label htmlFor={id}>{t('adminReports.mod.days')}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={SUSPENSION_MIN_DAYS}
        max={SUSPENSION_MAX_DAYS}
        step={1}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        aria-invalid={field.valid ? undefined : true}
        aria-describedby={field.valid ? undefined : `${id}-error`}
      />
      {field.valid ? null : (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
          {t('adminReports.mod.duration', { min: SUSPENSION_MIN_DAYS, max: SUSPENSION_MAX_DAYS })}
        </p>
      )}
    </div>
  );
}

interface SanctionButtonsProps {
  sanction: SanctionAction;
  /** The account's standing: a banned account is not suspended or banned again; unban lifts a ban or a suspension. */
  status: AccountStatus | null;
  canBan: boolean;
  /** This viewer may not warn, suspend or ban this person (only lifting may be left). */
  refused?: boolean;
}

/** Offers only what the server would do for this account and this viewer (decision 7; bans are the admins', decision 0023). */
export function SanctionButtons({ sanction, status, canBan, refused = false }: SanctionButtonsProps) {
  const { t } = useI18n();
  const banned = status === 'banned';
  const restricted = banned || status === 'suspended';
  const sanctions = !refused && !banned;
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {refused ? null : (
        <ActionButton variant="outline" {...sanction.button('warn')}>
          <TriangleAlert aria-hidden="true" />
          {t('adminReports.mod.warn')}
        </ActionButton>
      )}
      {sanctions ? (
        <ActionButton
          variant="outline"
          className="border-orange-300 text-orange-800 hover:bg-orange-50 dark:border-orange-800 dark:text-orange-300 dark:hover:bg-orange-950/60"
          {...sanction.button('suspend')}
          disabled={!sanction.days.valid}
        >
          <Clock aria-hidden="true" />
          {t('adminReports.mod.suspend')}
        </ActionButton>
      ) : null}
      {sanctions && canBan ? (
        <ActionButton variant="destructive" {...sanction.button('ban')}>
          <Ban aria-hidden="true" />
          {t('adminReports.mod.ban')}
        </ActionButton>
      ) : null}
      {restricted && (canBan || !banned) ? (
        <ActionButton variant="outline" {...sanction.button('unban')}>
          <RotateCcw aria-hidden="true" />
          {t('adminReports.mod.unban')}
        </ActionButton>
      ) : null}
    </div>
  );
}
