import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { abuseReports, auditLog, projectCategories, projects, uploads, userEvents } from '../../db/schema';
import { storageOf } from '../../platform/storage';
import { DEFAULT_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { banned, call, suspended } from '../people/test-support';
import { personWithEverything } from './test-support';

const context = useTestApp();
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Every table whose rows (any column, arrays and JSON included) still mention the text. */
async function tablesMentioning(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const result = await context.deps.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${table} as t where t::text like ${`%${text}%`}`,
    );
    if (Number(result.rows[0]?.n) > 0) found.push(getTableName(table));
  }
  return found;
}

async function keysOf(userId: string): Promise<string[]> {
  const rows = await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, userId));
  return rows.flatMap((row) => row.storageKeys);
}

const exists = (key: string) => storageOf(context.deps).exists(key);
const deleteAccount = (cookie: string | undefined, payload?: Record<string, unknown>) =>
  context.app.inject({ method: 'DELETE', url: '/api/auth/delete-account', headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('DELETE /api/auth/delete-account', () => {
  it('leaves no row of the person in any table and removes their files', async () => {
    const world = await personWithEverything(context);
    const { a, b } = world;
    expect(await tablesMentioning(a.user.id)).not.toEqual([]);
    const aKeys = await keysOf(a.user.id);
    const bKeys = await keysOf(b.user.id);
    expect(aKeys.length).toBeGreaterThanOrEqual(3);
    for (const key of [...aKeys, ...bKeys]) expect(await exists(key)).toBe(true);

    const response = await deleteAccount(a.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your account has been deleted.');
    expect(response.cookies.find((cookie) => cookie.name === 'shipyard_session')?.value).toBe('');

    expect(await tablesMentioning(a.user.id)).toEqual([]);
    for (const key of aKeys) expect(await exists(key)).toBe(false);
    for (const key of bKeys) expect(await exists(key)).toBe(true);
  });

  it("corrects the counts of other people's projects and keeps the feed rows in step", async () => {
    const world = await personWithEverything(context);
    const { db } = context.deps.database;
    const before = (await db.select().from(projects).where(eq(projects.id, world.bProject.id)))[0];
    expect(before).toMatchObject({ likesCount: 2, commentsCount: 2 });
    expect((await deleteAccount(world.a.cookie)).statusCode).toBe(200);
    const after = (await db.select().from(projects).where(eq(projects.id, world.bProject.id)))[0];
    expect(after).toMatchObject({ likesCount: 1, commentsCount: 1 });
    expect(after?.trendingScore).toBeLessThan(before?.trendingScore as number);
    const feedRows = await db.select().from(projectCategories).where(eq(projectCategories.projectId, world.bProject.id));
    for (const row of feedRows) expect(row.trendingScore).toBe(after?.trendingScore);
    const comments = (await call(context, 'GET', `/api/projects/${world.bProject.id}/comments`)).json();
    expect(comments.map((comment: { content: string }) => comment.content)).toEqual(['Agreed']);
  });

  it('keeps the reports by and about the person, anonymised, and the audit log', async () => {
    const world = await personWithEverything(context);
    const { db } = context.deps.database;
    expect((await deleteAccount(world.a.cookie)).statusCode).toBe(200);
    const [filed] = await db.select().from(abuseReports).where(eq(abuseReports.id, world.filedReportId));
    expect(filed).toMatchObject({ reporterId: null, reporterLabel: 'Deleted user', reportedUserId: world.b.user.id, reason: 'spam' });
    const [about] = await db.select().from(abuseReports).where(eq(abuseReports.id, world.aboutReportId));
    expect(about).toMatchObject({ reportedUserId: null, reportedUserLabel: 'Deleted user', reporterId: world.c.user.id, reason: 'harassment' });
    const audit = await db.select().from(auditLog);
    expect(audit.find((entry) => entry.action === 'warn')).toMatchObject({ targetUserId: null, targetLabel: 'Deleted user', actorLabel: 'Ann Admin' });
    // Other people's unrelated live events stay.
    const events = await db.select().from(userEvents).where(eq(userEvents.userId, world.b.user.id));
    expect(events.some((event) => event.type === 'notification')).toBe(true);
  });

  it('signs the person out for good: no sign-in, no session, their page is 404', async () => {
    const world = await personWithEverything(context);
    const { a } = world;
    expect((await deleteAccount(a.cookie)).statusCode).toBe(200);
    expect((await call(context, 'GET', '/api/auth/user', a.cookie)).statusCode).toBe(401);
    const login = await call(context, 'POST', '/api/auth/login', undefined, { email: a.user.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(401);
    const page = await call(context, 'GET', `/api/users/${a.user.id}`, world.b.cookie);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Developer not found');
    expect((await call(context, 'GET', `/api/projects/slug/${world.project.slug}`, world.b.cookie)).statusCode).toBe(404);
  });

  it('checks a password when one is sent, and accepts none', async () => {
    const withPassword = await member(context);
    const wrong = await deleteAccount(withPassword.cookie, { password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Password is incorrect');
    expect((await call(context, 'GET', '/api/auth/user', withPassword.cookie)).statusCode).toBe(200);
    expect((await deleteAccount(withPassword.cookie, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 401 to visitors and is open to suspended and banned accounts', async () => {
    expect((await deleteAccount(undefined)).statusCode).toBe(401);
    for (const overrides of [suspended(), banned()]) {
      const { cookie } = await member(context, overrides);
      expect((await deleteAccount(cookie)).statusCode).toBe(200);
      expect((await call(context, 'GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    }
  });
});
