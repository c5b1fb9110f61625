import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock';

const folders: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-lock-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function liveProcess(seconds = 5): ChildProcess {
  const child = spawn('sleep', [String(seconds)], { stdio: 'ignore' });
  children.push(child);
  return child;
}

/** The pid a lock file names: its first line, in the old format and the new. */
function lockedPid(file: string): string {
  return readFileSync(file, 'utf8').split('\n')[0] as string;
}

const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const hasProc = existsSync('/proc/self/stat') && existsSync('/proc/sys/kernel/random/boot_id');

describe('lockDataDir', () => {
  it('writes its pid into DATA_DIR/shipyard.lock (creating the folder) and release removes it', () => {
    const dataDir = path.join(tempDir(), 'data');
    const release = lockDataDir(dataDir);
    const file = path.join(dataDir, 'shipyard.lock');
    expect(lockedPid(file)).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a directory locked by another running process and names its pid', () => {
    const dataDir = tempDir();
    const other = liveProcess();
    const file = path.join(dataDir, 'shipyard.lock');
    writeFileSync(file, String(other.pid));
    let caught: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataDirLockedError);
    expect((caught as Error).message).toContain(`pid ${other.pid}`);
    expect((caught as Error).message).toContain(dataDir);
    expect((caught as Error).message).toMatch(/DATABASE_URL/);
    // The other process's lock is left in place.
    expect(readFileSync(file, 'utf8')).toBe(String(other.pid));
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = tempDir();
    const dead = spawn('true', { stdio: 'ignore' });
    await new Promise((resolve) => dead.once('exit', resolve));
    const file = path.join(dataDir, 'shipyard.lock');
    writeFileSync(file, String(dead.pid));
    const release = lockDataDir(dataDir);
    expect(lockedPid(file)).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over an unreadable lock file and one holding its own pid', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'shipyard.lock');
    writeFileSync(file, 'garbage');
    lockDataDir(dataDir);
    expect(lockedPid(file)).toBe(String(process.pid));
    // Its own pid: a lock left by a previous run that got the same pid (e.g. pid 1 in a container).
    const release = lockDataDir(dataDir);
    expect(lockedPid(file)).toBe(String(process.pid));
    release();
  });
});

describe.skipIf(!hasProc)('lockDataDir and reused pids (Linux /proc)', () => {
  it('records when the owner started and in which boot', () => {
    const dataDir = tempDir();
    const release = lockDataDir(dataDir);
    const lines = readFileSync(path.join(dataDir, 'shipyard.lock'), 'utf8').trim().split('\n');
    expect(lines).toEqual([String(process.pid), processStartTime(process.pid), bootId()]);
    release();
  });

  it('takes over a lock whose pid now belongs to another, later started program', () => {
    const dataDir = tempDir();
    const foreign = liveProcess(30);
    const file = path.join(dataDir, 'shipyard.lock');
    // The Shipyard that wrote this lock started at another time than the program now holding its pid.
    const startTime = Number(processStartTime(foreign.pid as number));
    writeFileSync(file, `${foreign.pid}\n${startTime - 1}\n${bootId()}\n`);
    const release = lockDataDir(dataDir);
    expect(lockedPid(file)).toBe(String(process.pid));
    release();
  });

  it('takes over a lock written during another boot, even if its pid runs now', () => {
    const dataDir = tempDir();
    const foreign = liveProcess(30);
    const file = path.join(dataDir, 'shipyard.lock');
    writeFileSync(file, `${foreign.pid}\n${processStartTime(foreign.pid as number)}\n00000000-0000-0000-0000-000000000000\n`);
    const release = lockDataDir(dataDir);
    expect(lockedPid(file)).toBe(String(process.pid));
    release();
  });

  it('still refuses a lock whose owner is the very process that wrote it', () => {
    const dataDir = tempDir();
    const owner = liveProcess(30);
    const file = path.join(dataDir, 'shipyard.lock');
    const contents = `${owner.pid}\n${processStartTime(owner.pid as number)}\n${bootId()}\n`;
    writeFileSync(file, contents);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(readFileSync(file, 'utf8')).toBe(contents);
  });
});
