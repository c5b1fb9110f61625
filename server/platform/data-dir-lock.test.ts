import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

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

function liveProcess(): ChildProcess {
  const child = spawn('sleep', ['5'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

describe('lockDataDir', () => {
  it('writes its pid into DATA_DIR/shipyard.lock (creating the folder) and release removes it', () => {
    const dataDir = path.join(tempDir(), 'data');
    const release = lockDataDir(dataDir);
    const file = path.join(dataDir, 'shipyard.lock');
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
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
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over an unreadable lock file and one holding its own pid', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'shipyard.lock');
    writeFileSync(file, 'garbage');
    lockDataDir(dataDir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    // Its own pid: a lock left by a previous run that got the same pid (e.g. pid 1 in a container).
    const release = lockDataDir(dataDir);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    release();
  });
});
