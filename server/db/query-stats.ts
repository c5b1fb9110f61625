import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * What the metrics read at each scrape (decision 0028): how many queries the database handle has
 * run and how long they took in all, and, on PostgreSQL, the state of its pool. Plain numbers added
 * to per query, so counting costs a query no allocation beyond the timing closure; the app's
 * metrics turn them into counters when scraped.
 */
export interface DatabaseStats {
  queries: number;
  querySeconds: number;
  /** node-postgres pool: connections open, idle, and requests waiting for one. Absent on PGlite. */
  pool?: () => { total: number; idle: number; waiting: number };
}

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * Times every query of a node-postgres client: the promise form (drizzle, transactions) and the
 * callback form (pg-pool's own `pool.query`). A submittable (a cursor) is counted, not timed.
 */
export function timePostgresQueries(client: pg.PoolClient, stats: DatabaseStats): void {
  const query = client.query.bind(client) as unknown as AnyQuery;
  const timed: AnyQuery = (...args) => {
    const started = performance.now();
    stats.queries += 1;
    const finish = () => {
      stats.querySeconds += (performance.now() - started) / 1000;
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        finish();
        (callback as AnyQuery)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(finish, finish);
    return result;
  };
  client.query = timed as unknown as typeof client.query;
}

/** Times every query PGlite runs, inside a transaction or not: each passes its query lock. */
export function timePgliteQueries(pglite: PGlite, stats: DatabaseStats): void {
  const runExclusive = pglite._runExclusiveQuery.bind(pglite);
  pglite._runExclusiveQuery = <T>(work: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      const started = performance.now();
      stats.queries += 1;
      try {
        return await work();
      } finally {
        stats.querySeconds += (performance.now() - started) / 1000;
      }
    });
}
