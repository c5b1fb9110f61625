import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

export type Row = Record<string, unknown>;
/** One statement, its rows: the same shape over PGlite and a pg client, so dump and load are written once. */
export type Query = (text: string, params?: unknown[]) => Promise<Row[]>;

export interface SqlSession {
  query: Query;
  close(): Promise<void>;
}

export class BackupBusyError extends Error {
  constructor() {
    super('A backup is already running. Wait for it to finish, then try again.');
  }
}

/** The key of the advisory lock that lets one process at a time back up a PostgreSQL database. */
const BACKUP_LOCK = "hashtext('shipyard:backup')";

export function pgliteQuery(pglite: Pick<PGlite, 'query'>): Query {
  return async (text, params) => (await pglite.query<Row>(text, params)).rows;
}

export function clientQuery(client: pg.Client): Query {
  return async (text, params) => (await client.query<Row>(text, params)).rows;
}

/**
 * A consistent, read-only view of the whole database while the site keeps running (decision 0027).
 *
 * PostgreSQL: a connection of its own (no request timeouts: a dump may take minutes) holding the
 * backup advisory lock, so only one process of a cluster dumps at a time, in one REPEATABLE READ
 * transaction, so every table is read as of the same moment.
 *
 * PGlite: one connection serves the whole process, and a transaction there would hold every
 * request until the dump ends. So the engine is cloned (`PGlite.clone`: its files copied in memory
 * under its query lock, a moment's pause) and the dump reads the clone, as a crash-consistent
 * snapshot: every committed transaction, none in flight.
 */
export async function openSnapshot(database: DatabaseHandle): Promise<SqlSession> {
  if (database.pglite) {
    const clone = (await database.pglite.clone()) as PGlite;
    const query = pgliteQuery(clone);
    await query('begin isolation level repeatable read');
    return {
      query,
      close: async () => {
        await clone.close();
      },
    };
  }
  if (!database.url) throw new Error('A PostgreSQL backup needs the database address.');
  const client = new pg.Client({ connectionString: database.url });
  client.on('error', () => {});
  await client.connect();
  try {
    const [lock] = (await client.query<{ locked: boolean }>(`select pg_try_advisory_lock(${BACKUP_LOCK}) as locked`)).rows;
    if (!lock?.locked) throw new BackupBusyError();
    await client.query('begin isolation level repeatable read read only');
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return {
    query: clientQuery(client),
    close: async () => {
      await client.query('rollback').catch(() => {});
      // Ending the connection releases the advisory lock.
      await client.end().catch(() => {});
    },
  };
}
