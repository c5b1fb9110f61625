import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite is one process's database: two processes on the same files would corrupt them. The lock
 * file holds the owner's pid and, on Linux, when that process started and in which boot, so a
 * lock whose pid now belongs to another program (pids are reused, in containers often at once)
 * is known to be stale. A lock left by a process that no longer runs is taken over too.
 *
 * Format: the pid on the first line (all an older version wrote, and all it reads), then the
 * start time and boot id. A lock with the pid alone is honoured whenever that pid runs.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'shipyard.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, lockContents(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseLock(readFileSync(file, 'utf8'));
      if (owner && owner.pid !== process.pid && isStillOwner(owner)) {
        throw new DataDirLockedError(
          `Another Shipyard process (pid ${owner.pid}) is already using the data directory ${dataDir}.\n` +
            'The embedded database serves one process only: stop that process first, use another DATA_DIR, ' +
            'or set DATABASE_URL to a PostgreSQL server to run several processes.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}

interface LockOwner {
  pid: number;
  /** Absent in a lock written by an older version, or where /proc is not available. */
  startTime?: string;
  bootId?: string;
}

function lockContents(pid: number): string {
  const startTime = processStartTime(pid);
  const bootId = currentBootId();
  return startTime && bootId ? `${pid}\n${startTime}\n${bootId}\n` : String(pid);
}

function parseLock(text: string): LockOwner | undefined {
  const [pidLine, startTime, bootId] = text.split('\n').map((line) => line.trim());
  const pid = Number.parseInt(pidLine ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return startTime && bootId ? { pid, startTime, bootId } : { pid };
}

function isStillOwner(owner: LockOwner): boolean {
  if (!isRunning(owner.pid)) return false;
  if (!owner.startTime || !owner.bootId) return true;
  // Another boot means every process of the old one is gone; another start time means the pid
  // was reused by a process that began after the lock was written.
  const now = processStartTime(owner.pid);
  const bootId = currentBootId();
  if (now === undefined || bootId === undefined) return true; // cannot tell: be safe
  return owner.bootId === bootId && owner.startTime === now;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The fields of /proc/PID/stat (Linux) from field 3 (state) on, so field N is at index N - 3. The
 * command name (field 2) may hold spaces and parentheses, so fields are counted after its last ')'.
 */
export function procStatFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** When a process started, in clock ticks since boot: field 22 of /proc/PID/stat. */
export function processStartTime(pid: number): string | undefined {
  const startTime = procStatFields(pid)?.[19];
  return startTime && /^\d+$/.test(startTime) ? startTime : undefined;
}

function currentBootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
