import type { AdminStats } from '@common/moderation';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { CheckCircle2, Clock, Eye, Flag, type LucideIcon, Scale } from 'lucide-react';

/** The stats shown as cards (the total of appeals is not one); each card's label is admin.stat.<key>. */
type CardStat = Exclude<keyof AdminStats, 'totalAppeals'>;

const CARDS: { key: CardStat; icon: LucideIcon; tone: string }[] = [
  { key: 'totalReports', icon: Flag, tone: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300' },
  { key: 'pendingReports', icon: Clock, tone: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300' },
  { key: 'reviewedReports', icon: Eye, tone: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300' },
  { key: 'resolvedReports', icon: CheckCircle2, tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300' },
  // Decision 0023: the appeals waiting for staff (the queue's default view).
  { key: 'pendingAppeals', icon: Scale, tone: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300' },
];

/** The four stat cards of the admin panel (spec §2), and the pending appeals (decision 0023). */
export function AdminStatCards({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  const { t, number } = useI18n();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 lg:gap-4">
      {CARDS.map(({ key, icon: Icon, tone }) => (
        <div key={key} className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:gap-4 sm:p-5">
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg sm:size-11 ${tone}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <dl className="flex min-w-0 flex-col-reverse">
            <dt className="text-xs break-words text-muted-foreground sm:text-sm">{t(`admin.stat.${key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums tracking-tight" data-testid={`stat-${key}`}>
              {loading || !stats ? <Skeleton className="my-1 h-7 w-12" /> : number(stats[key])}
              {loading ? <span className="sr-only">{t('admin.stat.loading')}</span> : null}
            </dd>
          </dl>
        </div>
      ))}
    </div>
  );
}
