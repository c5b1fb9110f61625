import { Skeleton } from '@web/components/ui/skeleton';
import type { LucideIcon } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  loading?: boolean;
}

export function StatCard({ icon: Icon, label, value, loading }: StatCardProps) {
  const { t, number } = useI18n();
  return (
    <div className="flex items-center gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-5">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300 sm:flex">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <dl className="flex min-w-0 flex-col-reverse">
        <dt className="break-words text-xs leading-tight text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="text-xl font-semibold sm:text-2xl tabular-nums tracking-tight">
          {loading || value === undefined ? <Skeleton className="my-1 h-6 w-14" /> : number(value)}
          {loading ? <span className="sr-only">{t('shell.loading')}</span> : null}
        </dd>
      </dl>
    </div>
  );
}
