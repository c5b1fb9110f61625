import type { ReportStatus } from '@common/moderation';
import { useI18n } from '@web/lib/i18n';
import { cn } from '@web/lib/utils';

const TONES: Record<ReportStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-200',
  reviewed: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-200',
  resolved: 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200',
};

/** The report's status as a coloured pill; the word is always there, colour is never the only cue. */
export function StatusBadge({ status, className }: { status: ReportStatus; className?: string }) {
  const { t } = useI18n();
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium', TONES[status], className)}>
      {t(`admin.status.${status}`)}
    </span>
  );
}
