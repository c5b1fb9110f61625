import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { markStopping, migrationsShipped } from './readiness';

const context = useTestApp();
const readyz = () => context.app.inject({ method: 'GET', url: '/readyz' });

describe('GET /readyz', () => {
  it('is ready with its database migrated and its storage answering, for anyone', async () => {
    const response = await readyz();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the database lacks a migration this version ships, and says which check failed', async () => {
    const { db } = context.deps.database;
    const [last] = (await db.execute<{ id: number; hash: string; created_at: string }>(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`)).rows;
    expect(last).toBeDefined();
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last?.id}`);
    try {
      const response = await readyz();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        status: 'not-ready',
        check: 'migrations',
        message: `The database has ${migrationsShipped() - 1} of this version's ${migrationsShipped()} migrations applied`,
      });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`);
    }
    expect((await readyz()).statusCode).toBe(200);
  });

  it('turns 503 as soon as the process begins to stop, while /healthz still answers', async () => {
    markStopping(context.deps);
    const response = await readyz();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'not-ready', check: 'shutdown', message: 'The server is shutting down' });
    expect((await context.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
