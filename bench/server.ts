/**
 * The real server in its own process, as `npm start` runs it, for the HTTP benchmark (run.ts) and
 * the web scenario (web.ts): the load generator or the browser must not share its event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/free-port';
import { projectRoot } from './common';

export interface StartedServer {
  child: ChildProcess;
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export const newDataDir = (): string => mkdtempSync(path.join(tmpdir(), 'shipyard-bench-'));

/**
 * Starts `server/main.ts` on a free port with `env` on top of this process's environment, waits
 * for /healthz, and stops it by its own pid. `dataDir` (a temporary directory, default a new one)
 * is removed when it stops, unless `keepDataDir`.
 */
export async function startServer(
  env: Record<string, string>,
  dataDir: string = newDataDir(),
  { keepDataDir = false }: { keepDataDir?: boolean } = {},
): Promise<StartedServer> {
  const removeDataDir = () => {
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...env,
    },
  });
  const { stop, hasExited } = stopper(child, 10_000, removeDataDir);
  // Long: without a current web build, the server may still build the app before it listens.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (hasExited()) {
      removeDataDir();
      throw new Error('the server exited during start-up');
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, dataDir, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not become healthy within 180 s');
}

/** `npm run seed` on a new data directory, before a server takes its lock. */
export async function seedDemoData(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', 'seed'], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run seed exited with ${code}`);
}

/** Whether the server answers a browser's request for `/` with the web app's HTML. */
export async function servesWebApp(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    return response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html');
  } catch {
    return false;
  }
}

/**
 * Stops a child process by its own pid: SIGTERM, SIGKILL after `graceMs`, then `cleanUp`.
 * `hasExited` tells a caller waiting for it to start that it died instead.
 */
export function stopper(child: ChildProcess, graceMs: number, cleanUp: () => void): { stop: () => Promise<void>; hasExited: () => boolean } {
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (!exited && child.pid) process.kill(child.pid, 'SIGTERM');
    const timer = setTimeout(() => !exited && child.pid && process.kill(child.pid, 'SIGKILL'), graceMs);
    await exit;
    clearTimeout(timer);
    cleanUp();
  };
  return { stop, hasExited: () => exited };
}
