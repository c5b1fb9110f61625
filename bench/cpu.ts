/**
 * CPU time spent by the server process and by the PostgreSQL backends serving the bench database,
 * from /proc (Linux). On a machine shared with other work, latencies include waiting for a CPU;
 * CPU milliseconds per request do not, so they say what the endpoint itself costs.
 */
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in milliseconds, or 0 once it has gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export interface CpuSnapshot {
  server: number;
  database: Map<number, number>;
}

export async function snapshot(serverPid: number, client: pg.Client): Promise<CpuSnapshot> {
  const backends = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return { server: cpuMsOf(serverPid), database: new Map(backends.rows.map((row) => [row.pid, cpuMsOf(row.pid)])) };
}

/** CPU ms per request between two snapshots (backends that closed in between are not counted). */
export function perRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): { server: number; database: number } {
  let database = 0;
  for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
  const count = Math.max(1, requests);
  return { server: (after.server - before.server) / count, database: database / count };
}
