import { z } from 'zod';

/**
 * The admin panel's Backups tab (issue 17, decision 0027): the routes answer with these schemas and
 * the tab reads them, so a message is written once.
 */

export const BACKUP_MESSAGES = {
  started: 'Backup started.',
  alreadyRunning: 'A backup is already running. Wait for it to finish, then try again.',
  notFound: 'There is no backup with this name.',
  badName: 'A backup name is a file name ending in .tar.gz (letters, digits, dots, dashes and underscores).',
  linkExpired: 'This download link has expired or is not yours: ask for a new one in the Backups tab.',
} as const;

/** A file name in BACKUP_DIR: never a path. */
export const BACKUP_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.tar\.gz$/;

export const backupNameParamsSchema = z.object({
  name: z.string().regex(BACKUP_NAME_PATTERN, { error: BACKUP_MESSAGES.badName }),
});

export const backupDownloadQuerySchema = z.object({
  token: z.string({ error: 'The link has no token: ask for a new one in the Backups tab.' }).max(200),
});

export const backupSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  bytes: z.number().int(),
  /** The last migration of the dumped database, e.g. "0011_who_may_join"; null when the archive has no readable manifest. */
  migration: z.string().nullable(),
  appVersion: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupRunSchema = z.object({
  startedAt: z.string(),
  trigger: z.enum(['manual', 'schedule']),
  step: z.enum(['starting', 'database', 'uploads', 'archive']),
  done: z.number().int(),
  total: z.number().int(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupsStateSchema = z.object({
  backups: z.array(backupSchema),
  /** The backup this process is making, if any. */
  running: backupRunSchema.nullable(),
  /** The last run's failure, until a run succeeds. */
  lastError: z.object({ message: z.string(), at: z.string() }).nullable(),
  schedule: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  keep: z.number().int(),
});
export type BackupsState = z.infer<typeof backupsStateSchema>;

export const backupLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type BackupLink = z.infer<typeof backupLinkSchema>;
