import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { type DatabaseStats, timePgliteQueries, timePostgresQueries } from './query-stats';
import pg from 'pg';
import { EmbeddedThread } from './embedded-thread';
import { createPostgresListener, type ListenOptions, type NotificationHandler, pgliteListen } from './listen';
import { withPreparedStatements } from './prepared';
import * as schema from './schema';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Both drivers expose the same query builder; features only ever see this type. */
export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle, accepted wherever a repository takes an optional `tx`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (tests snapshot it; copy-to-postgres and backups read it). */
  pglite?: EmbeddedEngine;
  /** PostgreSQL's address, for work that needs a connection of its own (a backup's snapshot). */
  url?: string;
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel (realtime fan-out between processes). Resolves once listening; the result
   * stops it. On PostgreSQL a dedicated connection listens and reconnects by itself; after a
   * reconnect `onReconnect` runs, since notifications sent meanwhile were lost.
   */
  listen(channel: string, handler: NotificationHandler, options?: ListenOptions): Promise<() => Promise<void>>;
  /** Queries run and their time, and the pool's state on PostgreSQL (read by the metrics). */
  stats: DatabaseStats;
  close(): Promise<void>;
}

/** What the process asks of the embedded engine, in this thread (PGlite) or in its own (EmbeddedThread). */
export type EmbeddedEngine = Pick<PGlite, 'query' | 'listen' | 'dumpDataDir' | 'clone' | 'close' | 'closed'>;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Longest wait for a connection (a new one, or a free one from a full pool); 0 or absent: no limit. */
      connectTimeoutMs?: number;
      /** Longest a statement may run; 0 or absent: no limit. Migrations are never limited. */
      statementTimeoutMs?: number;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      snapshot?: Blob;
      /**
       * Runs the engine in a worker thread (decision 0029) so that a statement does not stop the
       * event loop: what a server does. Tests and one-off commands keep it in their own thread.
       */
      thread?: boolean;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const statementTimeoutMs = options.statementTimeoutMs ?? 0;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A server that is down or frozen must make a request fail fast (503), not pile up sockets.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
      // statement_timeout lets the server cancel a runaway query itself; the client-side
      // query_timeout, a little longer, covers a server that has stopped answering altogether.
      query_timeout: statementTimeoutMs > 0 ? statementTimeoutMs + 1000 : undefined,
      // A sequential scan that joins one already under way starts mid-table. Capped searches
      // (developer search ranks the first matches found) must see the same rows on every page.
      // JIT off: it pays for analytic scans of millions of rows, which the app never sends; for its
      // short statements over a large table (a capped search, a count) the planner's cost estimate
      // can pass jit_above_cost and the compile then costs more than the query (issue 12).
      // Plans: PostgreSQL's default (a prepared statement keeps a generic plan once it is as good
      // as planning each time); searches are sent unnamed, planned for their words (db/prepared.ts).
      options: `-c synchronize_seqscans=off -c jit=off -c statement_timeout=${statementTimeoutMs}`,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const stats: DatabaseStats = {
      queries: 0,
      querySeconds: 0,
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
    pool.on('connect', (client) => timePostgresQueries(client, stats));
    const db = withPreparedStatements(drizzlePostgres(pool, drizzleOptions) as unknown as Database);
    const listener = createPostgresListener(options.url);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: async () => {
        // Migrations may rebuild indexes for minutes on a large site (docs/operations.md), so they
        // run on a connection of their own without the request timeouts.
        const migrationPool = new pg.Pool({ connectionString: options.url, max: 1 });
        migrationPool.on('error', () => {});
        try {
          await migratePostgres(drizzlePostgres(migrationPool, drizzleOptions), { migrationsFolder });
        } finally {
          await migrationPool.end();
        }
      },
      listen: (channel, handler, listenOptions) => listener.listen(channel, handler, listenOptions),
      stats,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const stats: DatabaseStats = { queries: 0, querySeconds: 0 };
  let pglite: PGlite;
  if (options.thread) {
    const thread = await EmbeddedThread.start({ dataDir: options.dataDir, snapshot: await options.snapshot?.arrayBuffer() });
    thread.observeQueries((seconds) => {
      stats.queries += 1;
      stats.querySeconds += seconds;
    });
    // It has every method of PGlite the app calls (EmbeddedEngine, Drizzle's driver).
    pglite = thread as unknown as PGlite;
  } else {
    pglite = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.snapshot, extensions: { pg_trgm } });
    timePgliteQueries(pglite, stats);
  }
  const db = withPreparedStatements(drizzlePglite(pglite, drizzleOptions));
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, handler) => pgliteListen(pglite, channel, handler),
    stats,
    close: () => pglite.close(),
  };
}
