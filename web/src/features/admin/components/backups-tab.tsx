import type { Backup, BackupRun } from '@common/backups';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { Notice } from '@web/components/ui/notice';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { formatDateTime } from '@web/lib/format-date';
import { type Translator, useI18n } from '@web/lib/i18n';
import { apiErrorMessage } from '@web/lib/request';
import { AlertTriangle, Archive, Download, HardDriveDownload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useBackupLink, useBackups, useStartBackup } from '../api/backups';

/** Admin Panel → Backups (issue 17, decision 0027): the archives in BACKUP_DIR, "Back up now" and downloads. */
export function BackupsTab() {
  const { t, rich } = useI18n();
  const backups = useBackups();
  const start = useStartBackup();
  const running = backups.data?.running ?? null;
  const onStart = () =>
    start.mutate(undefined, {
      onError: (error) => toast({ title: t('adminSite.backups.startFailed'), description: apiErrorMessage(error, t('common.tryAgain')), variant: 'destructive' }),
    });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold tracking-tight">{t('adminSite.backups.title')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {rich('adminSite.backups.intro', { command: 'npm run cli -- restore FILE', code: (chunks) => <code className="break-all">{chunks}</code> })}
          </p>
        </div>
        <Button className="self-start" onClick={onStart} disabled={start.isPending || running !== null || backups.isPending}>
          <HardDriveDownload aria-hidden="true" /> {t(running ? 'adminSite.backups.running' : 'adminSite.backups.start')}
        </Button>
      </div>

      {backups.data ? <ScheduleLine schedule={backups.data.schedule} nextRunAt={backups.data.nextRunAt} keep={backups.data.keep} /> : null}
      {running ? <RunningBackup run={running} /> : null}
      {backups.data?.lastError ? (
        <Notice tone="danger" role="alert">
          <AlertTriangle aria-hidden="true" />
          <div>
            <p className="font-medium">{t('adminSite.backups.lastFailed', { date: formatDateTime(backups.data.lastError.at) })}</p>
            <p className="mt-1 break-words">{backups.data.lastError.message}</p>
          </div>
        </Notice>
      ) : null}

      {backups.isError ? (
        <LoadError error={backups.error} fallback={t('adminSite.backups.loadFailed')} />
      ) : backups.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : backups.data.backups.length === 0 ? (
        <EmptyState icon={Archive} title={t('adminSite.backups.none')} description={t('adminSite.backups.noneText')} headingLevel={3} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('adminSite.backups.title')}>
          {backups.data.backups.map((backup) => (
            <BackupItem key={backup.name} backup={backup} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ScheduleLine({ schedule, nextRunAt, keep }: { schedule: string | null; nextRunAt: string | null; keep: number }) {
  const { t, rich } = useI18n();
  const code = (chunks: ReactNode[]) => <code>{chunks}</code>;
  return (
    <p className="text-sm text-muted-foreground">
      {!schedule
        ? t('adminSite.backups.noSchedule', { keep })
        : nextRunAt
          ? rich('adminSite.backups.scheduledNext', { schedule, date: formatDateTime(nextRunAt), keep, code })
          : rich('adminSite.backups.scheduled', { schedule, keep, code })}
    </p>
  );
}

/** Database tables are most of the work; files next; packing last. */
function percent(run: BackupRun): number {
  const share = run.total > 0 ? run.done / run.total : 0;
  if (run.step === 'database') return 5 + share * 60;
  if (run.step === 'uploads') return 65 + share * 25;
  if (run.step === 'archive') return 90 + share * 10;
  return 2;
}

function RunningBackup({ run }: { run: BackupRun }) {
  const { t } = useI18n();
  const step = t(`adminSite.backups.step.${run.step}` as const);
  const counted = run.total > 0 && run.step !== 'archive';
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm" aria-live="polite">
      <p className="text-sm font-medium">
        {counted ? t('adminSite.backups.stepCount', { step, done: run.done, total: run.total }) : t('adminSite.backups.step', { step })}
      </p>
      <Progress value={percent(run)} label={t('adminSite.backups.progress')} />
      <p className="text-xs text-muted-foreground">{t('adminSite.backups.started', { date: formatDateTime(run.startedAt) })}</p>
    </div>
  );
}

/** "512 B", "3.4 MB", "120 GB": in the reader's digits and unit symbols (French writes Mo). */
function formatBytes(bytes: number, { t, number }: Pick<Translator, 't' | 'number'>): string {
  if (bytes < 1024) return t('adminSite.backups.size', { value: number(bytes, { useGrouping: false }), unit: 'B' });
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return t('adminSite.backups.size', {
    value: number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }),
    unit: units[unit],
  });
}

function BackupItem({ backup }: { backup: Backup }) {
  const i18n = useI18n();
  const { t } = i18n;
  const link = useBackupLink();
  const download = () =>
    link.mutate(backup.name, {
      // The link works for five minutes and only with this session: followed at once.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast({ title: t('adminSite.backups.noLink'), description: apiErrorMessage(error, t('common.tryAgain')), variant: 'destructive' }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="backup">
      <div className="min-w-0">
        <p className="break-all font-mono text-sm">{backup.name}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {formatDateTime(backup.createdAt)} · {formatBytes(backup.bytes, i18n)} ·{' '}
          {backup.migration ? t('adminSite.backups.migration', { name: backup.migration }) : t('adminSite.backups.noManifest')}
        </p>
      </div>
      <Button size="sm" variant="outline" onClick={download} disabled={link.isPending} aria-label={t('adminSite.backups.downloadLabel', { name: backup.name })}>
        <Download aria-hidden="true" /> {t('adminSite.backups.download')}
      </Button>
    </li>
  );
}
