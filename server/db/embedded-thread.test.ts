import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';
import { users } from './schema';

/**
 * The embedded database in its worker thread (decision 0029), through Drizzle as the app uses it:
 * results, dates kept as text, transactions, Postgres errors with their codes, LISTEN/NOTIFY and the
 * snapshot. The whole API suite also runs this way with TEST_DATABASE_THREAD=1.
 */
describe('the embedded database in a worker thread', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotFile'))]);
    database = await openDatabase({ kind: 'pglite', snapshot, thread: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  async function addUser(email: string, tx: Pick<DatabaseHandle['db'], 'insert'> = database.db) {
    const [row] = await tx
      .insert(users)
      .values({ id: randomUUID(), email, firstName: 'Thread', lastName: 'Test', passwordHash: 'x' })
      .returning({ id: users.id, createdAt: users.createdAt });
    if (!row) throw new Error('no row returned');
    return row;
  }

  it('runs queries through Drizzle, with timestamps as the app reads them', async () => {
    const row = await addUser('thread-1@example.com');
    expect(row.createdAt).toBeInstanceOf(Date);
    const found = await database.db.query.users.findFirst({ where: (table, { eq }) => eq(table.id, row.id) });
    expect(found?.email).toBe('thread-1@example.com');
    expect(found?.createdAt.getTime()).toBe(row.createdAt.getTime());
    const counted = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email like 'thread-%'`);
    expect(counted.rows[0]?.n).toBe(1);
  });

  it('commits a transaction that succeeds and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await addUser('thread-commit@example.com', tx);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await addUser('thread-rollback@example.com', tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const emails = await database.db.execute<{ email: string }>(sql`select email from users where email in ('thread-commit@example.com', 'thread-rollback@example.com')`);
    expect(emails.rows.map((row) => row.email)).toEqual(['thread-commit@example.com']);
  });

  it("rolls back a nested transaction's savepoint alone, and Drizzle's tx.rollback() the whole", async () => {
    await database.db.transaction(async (tx) => {
      await addUser('thread-outer@example.com', tx);
      await expect(
        tx.transaction(async (inner) => {
          await addUser('thread-inner@example.com', inner);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
    });
    await expect(
      database.db.transaction(async (tx) => {
        await addUser('thread-undone@example.com', tx);
        tx.rollback();
      }),
    ).rejects.toThrow();
    const emails = await database.db.execute<{ email: string }>(
      sql`select email from users where email in ('thread-outer@example.com', 'thread-inner@example.com', 'thread-undone@example.com')`,
    );
    expect(emails.rows.map((row) => row.email)).toEqual(['thread-outer@example.com']);
  });

  it("passes Postgres errors on with their code, so a duplicate is still a unique violation", async () => {
    await addUser('thread-dup@example.com');
    const error = await addUser('thread-dup@example.com').catch((caught: unknown) => caught);
    const codes: unknown[] = [];
    for (let current = error as { code?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) codes.push(current.code);
    expect(codes).toContain('23505');
  });

  it('delivers notifications to listeners and stops when told', async () => {
    const received: string[] = [];
    const stop = await database.listen('thread_test', (payload) => received.push(payload));
    await database.db.execute(sql`select pg_notify('thread_test', 'hello')`);
    await expect.poll(() => received).toEqual(['hello']);
    await stop();
    await database.db.execute(sql`select pg_notify('thread_test', 'unheard')`);
    await database.db.execute(sql`select pg_notify('thread_test_2', 'flush')`);
    await database.ping();
    expect(received).toEqual(['hello']);
  });

  it('keeps the event loop running while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    try {
      const started = performance.now();
      await database.db.execute(sql`select count(*) from generate_series(1, 3000000) as n where n % 7 = 3`);
      const tookMs = performance.now() - started;
      // In this thread the timer could not fire until the statement ended; in the worker it fires
      // throughout (at least a third of the 5 ms slots, however busy the machine).
      expect(ticks).toBeGreaterThan(Math.min(3, tookMs / 15));
    } finally {
      clearInterval(timer);
    }
  });

  it('dumps its data directory, which opens again with the same rows', async () => {
    const dump = await database.pglite?.dumpDataDir('none');
    expect(dump?.size).toBeGreaterThan(0);
    const copy = await openDatabase({ kind: 'pglite', snapshot: dump });
    try {
      const rows = await copy.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = 'thread-1@example.com'`);
      expect(rows.rows[0]?.n).toBe(1);
    } finally {
      await copy.close();
    }
  });
});
