import type { DatabaseHandle } from './client';
import { isDatabaseUnavailable } from './unavailable';

/** The database could not be reached at start; the message is the one line the process exits with. */
export class DatabaseStartError extends Error {}

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 5000;

/** host:port/database of a postgres:// address, without its password. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** ECONNREFUSED, 57P03…: the code says more than node-postgres' messages (empty for a refused connect to localhost). */
function reasonOf(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: string };
  if (typeof code === 'string' && code) return code;
  if (error instanceof AggregateError) {
    const inner = error.errors.map(reasonOf).find(Boolean);
    if (inner) return inner;
  }
  return message || String(error);
}

/**
 * Starting while PostgreSQL is down (a host booting, a compose file starting both at once) waits
 * for it: the server is asked again with a growing delay (0.5 s doubling to 5 s), each wait logged,
 * for up to `timeoutMs` (DATABASE_START_TIMEOUT_MS). A refusal that waiting cannot cure (a wrong
 * password, a database that does not exist) ends at once. Either way the caller gets one line.
 */
export async function waitForDatabase(
  database: Pick<DatabaseHandle, 'ping'>,
  options: { url: string; timeoutMs: number; log: (message: string) => void },
): Promise<void> {
  const where = describeDatabaseUrl(options.url);
  const started = Date.now();
  let delay = FIRST_DELAY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping();
      if (attempt > 1) options.log(`PostgreSQL at ${where} answers, after ${((Date.now() - started) / 1000).toFixed(1)} s: starting`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        const message = error instanceof Error && error.message ? error.message : reasonOf(error);
        throw new DatabaseStartError(`Could not use PostgreSQL at ${where}: ${message}. Check DATABASE_URL.`);
      }
      const waited = Date.now() - started;
      const left = options.timeoutMs - waited;
      if (left <= 0) {
        throw new DatabaseStartError(
          `PostgreSQL at ${where} did not answer within ${Math.round(options.timeoutMs / 1000)} s (${reasonOf(error)}; DATABASE_START_TIMEOUT_MS): check that it is running and that DATABASE_URL is right.`,
        );
      }
      const wait = Math.min(delay, left);
      options.log(`PostgreSQL at ${where} is not answering (${reasonOf(error)}); trying again in ${(wait / 1000).toFixed(1)} s, for up to ${Math.ceil(left / 1000)} s more`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      delay = Math.min(delay * 2, LONGEST_DELAY_MS);
    }
  }
}
