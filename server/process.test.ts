import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './build-web';
import { freePort } from './test/free-port';

/** tsx's loader by its path, for a process whose working directory is not the project's. */
const tsxLoader = pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** The real entry point, as `npm start` runs it, on its own data directory and port. */
function start(dataDir: string, port: number, env: Record<string, string> = {}, cwd = projectRoot): ChildProcess & { output: () => string } {
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join(projectRoot, 'server', 'main.ts')], {
    cwd,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return Object.assign(child, { output: () => output });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shipyard-process-'));
// The first test's site, apart: its admin would make the CLI test's demo admin not the last one.
const siteDir = mkdtempSync(path.join(os.tmpdir(), 'shipyard-site-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('creates the data directory, refuses a second process, and shuts down cleanly on Ctrl-C', async () => {
    const port = await freePort();
    // Started as an operator does: no NODE_ENV, settings in a .env file of the working directory.
    const workingDir = mkdtempSync(path.join(os.tmpdir(), 'shipyard-cwd-'));
    writeFileSync(path.join(workingDir, '.env'), `# settings for this site\nLOG_FORMAT=pretty\nAPP_URL=http://shipyard.test:${port}\n`);
    const first = start(siteDir, port, { NODE_ENV: '' }, workingDir);
    await waitFor(() => first.output().includes('Shipyard is running'), 90_000);
    // No admin yet: the first-run block says how to become one, with a one-time link (decision
    // 0023), in plain lines for a person; production mode without being asked.
    await waitFor(() => first.output().includes('a new one is printed at each start'), 30_000);
    const output = first.output();
    expect(output).toContain(`read settings from ${path.join(workingDir, '.env')}`);
    expect(output).toMatch(new RegExp(`^  Shipyard is running at http://shipyard\\.test:${port} \\(embedded database, production mode\\)$`, 'm'));
    expect(output).toMatch(/^ {2}No administrator exists yet\. To become one, either:\n {4}npm run cli -- grant-admin <email> {3}\(for an account that exists\), or\n {4}sign in with a verified account and open http:\/\/shipyard\.test:\d+\/setup\/[\w-]{40,}$/m);
    expect(output).not.toContain('"level"');
    expect(output).not.toMatch(/\(!\)|warning/i);
    rmSync(workingDir, { recursive: true, force: true });
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(existsSync(path.join(siteDir, 'shipyard.lock'))).toBe(true);

    // The commands an operator runs beside the site go to the server over its admin channel.
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Admin', email: 'first@example.com', password: 'a long and unusual passphrase', confirmPassword: 'a long and unusual passphrase' }),
    });
    expect(registered.status).toBe(201);
    expect(await runCli(['grant-admin', 'first@example.com'], siteDir)).toEqual({ code: 0, output: 'first@example.com is now an admin.\n' });
    expect(await runCli(['grant-role', 'nobody@example.com', 'moderator'], siteDir)).toMatchObject({ code: 1, output: expect.stringContaining('No account uses the address nobody@example.com') });
    const copy = await runCli(['copy-to-postgres', 'postgres://127.0.0.1/none'], siteDir);
    expect(copy.code).toBe(1);
    expect(copy.output).toContain('copy-to-postgres needs the embedded database to itself: stop the server, run it, then start the server again.');

    const second = start(siteDir, await freePort());
    expect(await exited(second)).toBe(1);
    expect(second.output()).toContain(`already using the data directory ${siteDir}`);

    first.kill('SIGINT');
    expect(await exited(first)).toBe(0);
    expect(existsSync(path.join(siteDir, 'shipyard.lock'))).toBe(false);

    // The files it left behind open again: nothing was corrupted by the shutdown.
    const again = start(siteDir, port);
    await waitFor(() => again.output().includes('Shipyard is running'), 60_000);
    again.kill('SIGTERM');
    expect(await exited(again)).toBe(0);
  }, 180_000);
});

function runCli(args: string[], directory = dataDir): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: directory, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return exited(child).then((code) => ({ code, output }));
}

describe('npm run cli / npm run seed', () => {
  it('seeds demo accounts once and grants the admin role by e-mail', async () => {
    const seeded = await runCli(['seed']);
    expect(seeded.code).toBe(0);
    expect(seeded.output).toContain('Seeded 6 new demo account(s)');
    const again = await runCli(['seed']);
    expect(again.output).toContain('Seeded 0 new demo account(s) (6 already existed)');

    const granted = await runCli(['grant-admin', 'demo@shipyard.local']);
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.output).toContain('demo@shipyard.local is now an admin.');

    const unknown = await runCli(['grant-admin', 'nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account uses the address nobody@example.com');

    const missing = await runCli(['grant-admin']);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('grant-admin needs an e-mail address');

    // grant-role (decision 0023): member, moderator or admin; the last admin keeps the role.
    const moderator = await runCli(['grant-role', 'ada@shipyard.local', 'moderator', 'Handles', 'reports']);
    expect(moderator).toMatchObject({ code: 0 });
    expect(moderator.output).toContain('ada@shipyard.local is now a moderator.');
    const last = await runCli(['grant-role', 'demo@shipyard.local', 'member']);
    expect(last.code).toBe(1);
    expect(last.output).toContain('You are the last administrator');
    const wrongRole = await runCli(['grant-role', 'ada@shipyard.local', 'overlord']);
    expect(wrongRole.code).toBe(1);
    expect(wrongRole.output).toContain('"overlord" is not a role: use member, moderator or admin.');
  }, 180_000);
});

/**
 * A mail server that accepts connections and never says a word: the mailer waits for its greeting,
 * so a shutdown that drains the mail queue hangs, as it did with an unresponsive SMTP server.
 */
async function silentMailServer(): Promise<{ url: string; close: () => void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** Starts the server on the silent mail server and leaves a verification mail waiting on it. */
async function startWithStuckMail(env: Record<string, string>) {
  const mail = await silentMailServer();
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shipyard-shutdown-'));
  const port = await freePort();
  const child = start(directory, port, { SMTP_URL: mail.url, ...env });
  await waitFor(() => child.output().includes('Shipyard is running'), 90_000);
  const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Stuck', lastName: 'Mail', email: 'stuck@example.com', password: 'a long and unusual passphrase', confirmPassword: 'a long and unusual passphrase' }),
  });
  expect(registered.status).toBe(201);
  return {
    child,
    cleanUp: () => {
      mail.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

describe('stopping when the shutdown hangs (issue 17)', () => {
  it('exits at the shutdown deadline, saying so', async () => {
    const { child, cleanUp } = await startWithStuckMail({ SHUTDOWN_TIMEOUT_MS: '1500' });
    try {
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(1);
      // The mailer alone would have waited 30 s for the greeting.
      expect(Date.now() - signalled).toBeLessThan(15_000);
      expect(child.output()).toContain('shutdown did not finish within 1500 ms (SHUTDOWN_TIMEOUT_MS): exiting anyway');
    } finally {
      cleanUp();
    }
  }, 180_000);

  it('exits at once on a second signal', async () => {
    const { child, cleanUp } = await startWithStuckMail({ SHUTDOWN_TIMEOUT_MS: '120000' });
    try {
      child.kill('SIGTERM');
      await waitFor(() => child.output().includes('SIGTERM received: shutting down'), 30_000);
      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(1);
      expect(Date.now() - signalled).toBeLessThan(15_000);
      expect(child.output()).toContain('SIGTERM received again: exiting now');
    } finally {
      cleanUp();
    }
  }, 180_000);
});
