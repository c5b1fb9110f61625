import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_MESSAGES, BACKUP_NAME_PATTERN, type Backup, type BackupRun, type BackupsState } from '../../../common/backups';
import type { AppDependencies } from '../../core/dependencies';
import { appService } from '../../platform/app-scope';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { jobsOf } from '../../platform/metrics/jobs';
import { storageOf } from '../../platform/storage';
import { createBackup } from '../../tools/backup/create';
import { readManifest } from '../../tools/backup/read-manifest';
import { BackupBusyError } from '../../tools/backup/sql';
import { isValidDownload, signDownload } from './download-links';

/** Archives this code names (and so may prune); an operator's own files in BACKUP_DIR are listed, never deleted. */
const OWN_NAME = /^shipyard-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z\.tar\.gz$/;

/** `shipyard-backup-2026-11-24T03-00-00Z.tar.gz`: sorts by time, and is a valid file name everywhere. */
export function backupName(at: Date, withMilliseconds: boolean): string {
  const iso = at.toISOString().replace(/\.(\d{3})Z$/, withMilliseconds ? '-$1Z' : 'Z');
  return `shipyard-backup-${iso.replaceAll(':', '-')}.tar.gz`;
}

interface Listed {
  mtimeMs: number;
  size: number;
  backup: Backup;
}

/**
 * This app's backups (decision 0027): runs one at a time (a flag here; on PostgreSQL also an
 * advisory lock, so processes of a cluster take turns), keeps progress and the last error for the
 * admin panel, prunes to BACKUP_KEEP, and runs the BACKUP_SCHEDULE.
 */
export class BackupRunner {
  #running: BackupRun | null = null;
  #lastError: { message: string; at: string } | null = null;
  #cron: Cron | null = null;
  #inFlight: Promise<unknown> | null = null;
  readonly #listed = new Map<string, Listed>();

  constructor(
    private readonly deps: AppDependencies,
    private readonly logger: FastifyBaseLogger,
  ) {}

  get directory(): string {
    return this.deps.config.backups.dir;
  }

  /** Starts BACKUP_SCHEDULE, if set. Several processes on one schedule: one dumps, the others see the lock or the file and skip. */
  schedule(): void {
    const { schedule } = this.deps.config.backups;
    if (!schedule || this.#cron) return;
    this.#cron = new Cron(schedule, { protect: true }, async () => {
      const at = new Date(Math.floor(Date.now() / 1000) * 1000);
      const name = backupName(at, false);
      if ((await fileSize(path.join(this.directory, name))) !== null) return;
      if (this.#running) {
        this.logger.info('scheduled backup skipped: one is already running');
        return;
      }
      // Failures are logged and kept for the panel by run().
      await this.run('schedule', name, at.getTime()).catch(() => {});
    });
    this.logger.info(`backups scheduled (${schedule}), next at ${this.#cron.nextRun()?.toISOString()}; the newest ${this.deps.config.backups.keep} are kept in ${this.directory}`);
  }

  async state(): Promise<BackupsState> {
    return {
      backups: await this.list(),
      running: this.#running,
      lastError: this.#lastError,
      schedule: this.deps.config.backups.schedule ?? null,
      nextRunAt: this.#cron?.nextRun()?.toISOString() ?? null,
      keep: this.deps.config.backups.keep,
    };
  }

  /** "Back up now": answers at once; the panel follows the progress. */
  start(): BackupRun {
    if (this.#running) throw conflict(BACKUP_MESSAGES.alreadyRunning);
    // run() marks itself running before its first await, so the answer already shows it.
    void this.run('manual', backupName(new Date(), true)).catch(() => {});
    return this.#running ?? { startedAt: new Date().toISOString(), trigger: 'manual', step: 'starting', done: 0, total: 0 };
  }

  /** One backup into BACKUP_DIR, awaited; failures are kept for the panel and logged, then thrown. */
  async run(trigger: BackupRun['trigger'], name = backupName(new Date(), true), dueAt?: number): Promise<Backup> {
    if (this.#running) throw conflict(BACKUP_MESSAGES.alreadyRunning);
    const started = Date.now();
    this.#running = { startedAt: new Date(started).toISOString(), trigger, step: 'starting', done: 0, total: 0 };
    // Counted with the other jobs in the metrics (decision 0028): runs, outcome, duration, lag.
    const work = jobsOf(this.deps).record('backup', () => this.#write(trigger, name, started), dueAt === undefined ? undefined : { dueAt });
    this.#inFlight = work.catch(() => {});
    return work;
  }

  async #write(trigger: BackupRun['trigger'], name: string, started: number): Promise<Backup> {
    try {
      const file = path.join(this.directory, name);
      const manifest = await createBackup({
        database: this.deps.database,
        config: this.deps.config,
        storage: storageOf(this.deps),
        file,
        onProgress: (progress) => {
          if (this.#running) this.#running = { ...this.#running, ...progress };
        },
      });
      this.#lastError = null;
      await this.prune();
      const bytes = (await fileSize(file)) ?? 0;
      this.logger.info({ backup: name, bytes, seconds: (Date.now() - started) / 1000, trigger }, 'backup written');
      return { name, createdAt: manifest.createdAt, bytes, migration: manifest.database.migration.tag, appVersion: manifest.appVersion };
    } catch (error) {
      if (error instanceof BackupBusyError) {
        this.logger.info({ trigger }, 'backup skipped: another process is backing up');
        throw conflict(BACKUP_MESSAGES.alreadyRunning);
      }
      const message = error instanceof Error ? error.message : String(error);
      this.#lastError = { message, at: new Date().toISOString() };
      this.logger.error({ err: error, trigger }, 'backup failed');
      throw error;
    } finally {
      this.#running = null;
      this.#inFlight = null;
    }
  }

  /** Newest first. A manifest is read once per file (name, size and time unchanged). */
  async list(): Promise<Backup[]> {
    const names = (await readdir(this.directory).catch(() => [] as string[])).filter((name) => BACKUP_NAME_PATTERN.test(name));
    const backups: Backup[] = [];
    for (const name of names) {
      const file = path.join(this.directory, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      const cached = this.#listed.get(name);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) {
        backups.push(cached.backup);
        continue;
      }
      const manifest = await readManifest(file);
      const backup: Backup = {
        name,
        createdAt: manifest?.createdAt ?? info.mtime.toISOString(),
        bytes: info.size,
        migration: manifest?.database.migration.tag ?? null,
        appVersion: manifest?.appVersion ?? null,
      };
      this.#listed.set(name, { mtimeMs: info.mtimeMs, size: info.size, backup });
      backups.push(backup);
    }
    return backups.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.name.localeCompare(a.name));
  }

  /** Keeps the newest BACKUP_KEEP of the archives this code named. */
  async prune(): Promise<string[]> {
    const own = (await readdir(this.directory).catch(() => [] as string[])).filter((name) => OWN_NAME.test(name)).sort().reverse();
    const removed = own.slice(this.deps.config.backups.keep);
    for (const name of removed) {
      await rm(path.join(this.directory, name), { force: true });
      this.#listed.delete(name);
    }
    if (removed.length > 0) this.logger.info({ removed }, `removed ${removed.length} old backup(s) (BACKUP_KEEP=${this.deps.config.backups.keep})`);
    return removed;
  }

  async downloadLink(name: string, userId: string): Promise<{ url: string; expiresAt: string }> {
    if ((await fileSize(path.join(this.directory, name))) === null) throw notFound(BACKUP_MESSAGES.notFound);
    const { token, expiresAt } = signDownload(this.deps.config.sessionSecret, name, userId);
    return { url: `/api/admin/backups/${encodeURIComponent(name)}/download?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
  }

  /** The archive's path and size, when the token is this admin's and still valid. */
  async download(name: string, userId: string, token: string): Promise<{ file: string; bytes: number }> {
    if (!isValidDownload(this.deps.config.sessionSecret, name, userId, token)) throw forbidden(BACKUP_MESSAGES.linkExpired);
    const file = path.join(this.directory, name);
    const bytes = await fileSize(file);
    if (bytes === null) throw notFound(BACKUP_MESSAGES.notFound);
    return { file, bytes };
  }

  /** Stops the schedule and lets a backup under way finish, for at most a few seconds (shutdown has its own deadline). */
  async close(): Promise<void> {
    this.#cron?.stop();
    this.#cron = null;
    if (!this.#inFlight) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.#inFlight, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
    clearTimeout(timer);
  }
}

async function fileSize(file: string): Promise<number | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? info.size : null;
}

const backupRunner = appService(
  'backups',
  (deps: AppDependencies, logger) => new BackupRunner(deps, logger),
  (runner) => runner.close(),
);

export function backupsOf(deps: AppDependencies): BackupRunner {
  return deps.scope.get(backupRunner, deps);
}
