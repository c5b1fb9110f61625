import { mkdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** DATA_DIR cannot be used; the message is the one line an operator reads (no stack trace). */
export class DataDirUnusableError extends Error {}

const MB = 1024 * 1024;

/**
 * What is wrong with DATA_DIR, said in one line with what to do. A read-only or full directory used
 * to surface as a raw EROFS stack trace, or as PGlite's "RuntimeError: Aborted()" with no hint.
 */
export function dataDirProblem(dataDir: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'EROFS':
      return `DATA_DIR ${dataDir} is on a read-only file system (EROFS): mount it writable, or set DATA_DIR to a writable directory.`;
    case 'EACCES':
    case 'EPERM':
      return `DATA_DIR ${dataDir} cannot be written by this process (${code}): fix its owner or permissions, or set DATA_DIR to a writable directory.`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `DATA_DIR ${dataDir} is out of space (${code}): free some space on its disk, or move DATA_DIR.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `DATA_DIR ${dataDir} is not a directory (${code}): point DATA_DIR at a directory.`;
    default:
      return `DATA_DIR ${dataDir} cannot be used (${code ?? (error instanceof Error ? error.message : String(error))}).`;
  }
}

/**
 * Checked at start, before the lock and the database: DATA_DIR exists or can be made, a file can be
 * written in it, and its file system has at least `minFreeBytes` free (DATA_DIR_MIN_FREE_MB).
 */
export function checkDataDir(dataDir: string, minFreeBytes: number): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-check-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    throw new DataDirUnusableError(dataDirProblem(dataDir, error));
  }
  const { bavail, bsize } = statfsSync(dataDir);
  const free = bavail * bsize;
  if (free < minFreeBytes) {
    throw new DataDirUnusableError(
      `DATA_DIR ${dataDir} has only ${Math.floor(free / MB)} MB free, less than DATA_DIR_MIN_FREE_MB (${Math.round(minFreeBytes / MB)} MB): free some space on its disk, or move DATA_DIR.`,
    );
  }
}
