import type { Backup, BackupRun } from '@common/backups';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { LoadError } from '@web/components/ui/load-error';
import { Notice } from '@web/components/ui/notice';
import { Progress } from '@web/components/ui/progress';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { formatDateTime } from '@web/lib/format-date';
import { apiErrorMessage } from '@web/lib/request';
import { AlertTriangle, Archive, Download, HardDriveDownload } from 'lucide-react';
import { useBackupLink, useBackups, useStartBackup } from '../api/backups';

/** Admin Panel → Backups (issue 17, decision 0027): the archives in BACKUP_DIR, "Back up now" and downloads. */
export function BackupsTab() {
  const backups = useBackups();
  const start = useStartBackup();
  const running = backups.data?.running ?? null;
  const onStart = () =>
    start.mutate(undefined, {
      onError: (error) => toast({ title: 'The backup did not start', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold tracking-tight">Backups</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Each archive holds the database, the uploaded files and the settings a restore needs. Restore one with{' '}
            <code className="break-all">npm run cli -- restore FILE</code>.
          </p>
        </div>
        <Button className="self-start" onClick={onStart} disabled={start.isPending || running !== null || backups.isPending}>
          <HardDriveDownload aria-hidden="true" /> {running ? 'Backing up…' : 'Back up now'}
        </Button>
      </div>

      {backups.data ? <ScheduleLine schedule={backups.data.schedule} nextRunAt={backups.data.nextRunAt} keep={backups.data.keep} /> : null}
      {running ? <RunningBackup run={running} /> : null}
      {backups.data?.lastError ? (
        <Notice tone="danger" role="alert">
          <AlertTriangle aria-hidden="true" />
          <div>
            <p className="font-medium">The last backup failed ({formatDateTime(backups.data.lastError.at)})</p>
            <p className="mt-1 break-words">{backups.data.lastError.message}</p>
          </div>
        </Notice>
      ) : null}

      {backups.isError ? (
        <LoadError error={backups.error} fallback="The backups could not be loaded." />
      ) : backups.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : backups.data.backups.length === 0 ? (
        <EmptyState icon={Archive} title="No backups yet" description="Back up now, or set BACKUP_SCHEDULE to have the server make them." headingLevel={3} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Backups">
          {backups.data.backups.map((backup) => (
            <BackupItem key={backup.name} backup={backup} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ScheduleLine({ schedule, nextRunAt, keep }: { schedule: string | null; nextRunAt: string | null; keep: number }) {
  return (
    <p className="text-sm text-muted-foreground">
      {schedule ? (
        <>
          Scheduled: <code>{schedule}</code>
          {nextRunAt ? `, next on ${formatDateTime(nextRunAt)}` : ''}. The newest {keep} are kept.
        </>
      ) : (
        <>No schedule: set BACKUP_SCHEDULE (a cron expression) for regular backups. The newest {keep} are kept.</>
      )}
    </p>
  );
}

const STEP_LABELS: Record<BackupRun['step'], string> = {
  starting: 'Starting',
  database: 'Copying the database',
  uploads: 'Copying uploaded files',
  archive: 'Packing the archive',
};

/** Database tables are most of the work; files next; packing last. */
function percent(run: BackupRun): number {
  const share = run.total > 0 ? run.done / run.total : 0;
  if (run.step === 'database') return 5 + share * 60;
  if (run.step === 'uploads') return 65 + share * 25;
  if (run.step === 'archive') return 90 + share * 10;
  return 2;
}

function RunningBackup({ run }: { run: BackupRun }) {
  const detail = run.total > 0 && run.step !== 'archive' ? ` (${run.done} of ${run.total})` : '';
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm" aria-live="polite">
      <p className="text-sm font-medium">
        {STEP_LABELS[run.step]}
        {detail}…
      </p>
      <Progress value={percent(run)} label="Backup progress" />
      <p className="text-xs text-muted-foreground">Started {formatDateTime(run.startedAt)}. The site stays open meanwhile.</p>
    </div>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

function BackupItem({ backup }: { backup: Backup }) {
  const link = useBackupLink();
  const download = () =>
    link.mutate(backup.name, {
      // The link works for five minutes and only with this session: followed at once.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast({ title: 'No download link', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm" data-testid="backup">
      <div className="min-w-0">
        <p className="break-all font-mono text-sm">{backup.name}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {formatDateTime(backup.createdAt)} · {formatBytes(backup.bytes)} · {backup.migration ? `migration ${backup.migration}` : 'no readable manifest'}
        </p>
      </div>
      <Button size="sm" variant="outline" onClick={download} disabled={link.isPending} aria-label={`Download ${backup.name}`}>
        <Download aria-hidden="true" /> Download
      </Button>
    </li>
  );
}
