import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { commands } from './cli-commands';
import type { AppDependencies } from './core/dependencies';

/**
 * The embedded database serves one process (decision 0029), so while a server runs, `npm run cli`
 * cannot open it. For the commands that make sense beside a running site (grant-admin,
 * grant-role, seed, backup) the CLI asks the server instead, over a Unix socket in DATA_DIR
 * (`admin.sock`, mode 0600): whoever may use it can read the database files beside it anyway. One
 * JSON line each way: the command and its words, then its output or its error.
 */
export interface AdminRequest {
  command: string;
  argument: string;
  rest: string[];
}

export type AdminAnswer = { ok: true; output: string } | { ok: false; error: string };

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** Longest path a Unix socket may have (108 bytes on Linux, 104 on macOS, with the final NUL). */
const SOCKET_PATH_LIMIT = 103;

/** Serves the CLI's commands for this app until closed; null when DATA_DIR's path is too long for a socket. */
export async function openAdminChannel(deps: AppDependencies, dataDir: string, log: (message: string) => void): Promise<{ close(): Promise<void> } | null> {
  const file = adminSocketPath(dataDir);
  if (Buffer.byteLength(file) > SOCKET_PATH_LIMIT) {
    log(`no admin channel: ${file} is too long for a socket; stop the server to run npm run cli commands`);
    return null;
  }
  // This process holds DATA_DIR's lock: a socket left there is a stopped server's.
  rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      input += chunk;
      const end = input.indexOf('\n');
      if (end < 0) return;
      socket.removeAllListeners('data');
      void answer(deps, input.slice(0, end), log).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(file, { force: true });
      }),
  };
}

async function answer(deps: AppDependencies, line: string, log: (message: string) => void): Promise<AdminAnswer> {
  let request: AdminRequest;
  try {
    request = JSON.parse(line) as AdminRequest;
  } catch {
    return { ok: false, error: 'The request was not understood.' };
  }
  const command = commands[request.command];
  if (!command?.beside) return { ok: false, error: `${request.command} cannot run beside the server: stop it first.` };
  log(`running "${request.command}" for the command line`);
  try {
    return { ok: true, output: await command.run(deps, request.argument ?? '', Array.isArray(request.rest) ? request.rest.map(String) : []) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Sends a command to the server holding DATA_DIR; null when no server answers there. */
export function askServer(dataDir: string, request: AdminRequest): Promise<AdminAnswer | null> {
  return new Promise((resolve) => {
    const socket = net.connect(adminSocketPath(dataDir));
    let input = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk) => {
      input += chunk;
    });
    socket.on('error', () => resolve(null));
    socket.on('close', () => {
      try {
        resolve(JSON.parse(input) as AdminAnswer);
      } catch {
        resolve(null);
      }
    });
  });
}
