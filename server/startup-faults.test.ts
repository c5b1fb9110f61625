import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './build-web';
import { freePort } from './test/free-port';
import { PostgresCluster } from './test/postgres-cluster';

/**
 * Issue 17: starting against a database or a data directory that cannot be used says so in one
 * line and exits 1 (no stack trace), and a PostgreSQL that comes up late is waited for.
 */
function start(env: Record<string, string>): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', SESSION_SECRET: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The last line the process wrote, and whether anything it wrote looks like a stack trace. */
function lastLine(output: string): string {
  return output.trim().split('\n').at(-1) ?? '';
}
const STACK = /^\s+at .+[:(]/m;

const folders: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-start-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders) {
    // An immutable folder (below) cannot be removed until the flag is off.
    try {
      execFileSync('chattr', ['-i', folder], { stdio: 'ignore' });
    } catch {}
    rmSync(folder, { recursive: true, force: true });
  }
});

describe('starting while PostgreSQL is down', () => {
  it('retries with a growing delay, logging each wait, then exits with one line', async () => {
    const port = await freePort();
    const started = Date.now();
    const child = start({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shipyard`, DATABASE_START_TIMEOUT_MS: '3000', DATA_DIR: tempDir(), PORT: String(await freePort()) });
    children.push(child);
    expect(await exited(child)).toBe(1);
    const output = child.output();
    // 0.5 s, 1 s, 1.5 s (the rest of the 3 s): three waits, each said.
    const waits = output.match(/PostgreSQL at 127\.0\.0\.1:\d+\/shipyard is not answering \(ECONNREFUSED\); trying again in/g) ?? [];
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(lastLine(output)).toBe(
      `PostgreSQL at 127.0.0.1:${port}/shipyard did not answer within 3 s (ECONNREFUSED; DATABASE_START_TIMEOUT_MS): check that it is running and that DATABASE_URL is right.`,
    );
    expect(output).not.toMatch(STACK);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  }, 120_000);

  const bin = PostgresCluster.binaries();
  it.skipIf(!bin)('starts once PostgreSQL comes up within the wait (needs initdb)', async () => {
    const cluster = await PostgresCluster.create(bin as string);
    try {
      cluster.stop();
      const child = start({ DATABASE_URL: cluster.url, DATABASE_START_TIMEOUT_MS: '120000', DATA_DIR: tempDir(), PORT: String(await freePort()) });
      children.push(child);
      await expect.poll(() => child.output(), { timeout: 60_000 }).toMatch(/is not answering \(ECONNREFUSED\)/);
      cluster.start();
      await expect.poll(() => child.output(), { timeout: 60_000 }).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/postgres answers, after [\d.]+ s: starting/);
      expect(child.exitCode).toBeNull();
      child.kill('SIGKILL');
      await exited(child);
    } finally {
      await cluster.destroy();
    }
  }, 180_000);
});

describe('a DATA_DIR that cannot be used', () => {
  /** A folder nothing may be created in: immutable for root (who ignores permissions), read-only otherwise. */
  function unwritableFolder(): string {
    const folder = tempDir();
    if (process.getuid?.() === 0) execFileSync('chattr', ['+i', folder]);
    else execFileSync('chmod', ['0555', folder]);
    return folder;
  }

  it.each([
    ['without SESSION_SECRET (the secret is the first file written)', {}],
    ['with SESSION_SECRET (checked before the lock and the database)', { SESSION_SECRET: 'a-session-secret-that-is-at-least-32-characters' }],
  ])('says in one line that it cannot be written, %s', async (_case, env) => {
    const dataDir = path.join(unwritableFolder(), 'data');
    const child = start({ DATA_DIR: dataDir, PORT: String(await freePort()), ...env });
    children.push(child);
    expect(await exited(child)).toBe(1);
    const output = child.output();
    expect(output).toContain(`DATA_DIR ${dataDir} cannot be written by this process`);
    expect(output).not.toMatch(STACK);
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);

  it('refuses to start with less free space than DATA_DIR_MIN_FREE_MB, saying how much there is', async () => {
    const dataDir = path.join(tempDir(), 'data');
    mkdirSync(dataDir);
    const child = start({ DATA_DIR: dataDir, PORT: String(await freePort()), DATA_DIR_MIN_FREE_MB: String(1024 ** 3) });
    children.push(child);
    expect(await exited(child)).toBe(1);
    const output = child.output();
    expect(lastLine(output)).toMatch(new RegExp(`^DATA_DIR ${dataDir.replaceAll('.', '\\.')} has only \\d+ MB free, less than DATA_DIR_MIN_FREE_MB \\(1073741824 MB\\)`));
    expect(output).not.toMatch(STACK);
    // Nothing was opened: no database files, no lock.
    expect(readdirSync(dataDir).filter((name) => name !== 'session-secret')).toEqual([]);
  }, 120_000);
});
