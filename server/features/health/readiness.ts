import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDependencies } from '../../core/dependencies';
import { migrationsFolder } from '../../db/client';
import { appService } from '../../platform/app-scope';
import { storageOf } from '../../platform/storage';

/**
 * Whether this process should be sent requests (`GET /readyz`, issue 17), apart from whether it is
 * alive (`/healthz`): its database answers, every migration this version ships has been applied
 * (a process started against a database another version has not migrated yet must not take
 * traffic), its file storage answers, and it is not shutting down. A load balancer stops sending
 * requests to a process whose /readyz says 503, so a stopping process says so first.
 */
export type ReadinessCheck = 'database' | 'migrations' | 'storage' | 'shutdown';

/** How many migrations this version ships, from drizzle's journal. */
export function migrationsShipped(): number {
  return (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
}

/** Set when the process begins to stop (server/main.ts), before it stops taking requests. */
const shutdownState = appService('shutdown state', () => ({ stopping: false }));

export function markStopping(deps: AppDependencies): void {
  deps.scope.get(shutdownState, deps).stopping = true;
}

/** The first check that fails, with what a person reading the answer should know; null when ready. */
export async function readinessProblem(deps: AppDependencies, shipped: number): Promise<{ check: ReadinessCheck; message: string } | null> {
  if (deps.scope.get(shutdownState, deps).stopping) return { check: 'shutdown', message: 'The server is shutting down' };
  let applied: number;
  try {
    const result = await deps.database.db.execute<{ count: number }>(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    applied = Number(result.rows[0]?.count ?? 0);
  } catch {
    return { check: 'database', message: 'The database cannot be reached' };
  }
  if (applied < shipped) return { check: 'migrations', message: `The database has ${applied} of this version's ${shipped} migrations applied` };
  try {
    // Any answer about an object is an answer: the store is reachable (a missing key is no error).
    await storageOf(deps).exists('.readiness-probe');
  } catch {
    return { check: 'storage', message: 'The file storage cannot be reached' };
  }
  return null;
}
