
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { projectCategories, projects, projectViews } from '../../db/schema';
import { buildApp } from '../../app';
import { useTestApp } from '../../test/harness';
import { createProject, insertBareProjects, member, trendingScoreFor } from '../../test/projects';
import { FLUSH_DELAY_MS, hourOf, TRENDING_DELAY_MS, ViewCounter, viewCounters } from './view-counter';
import { recordViews } from './repository';
import { RESCORE_SLICE } from './trending-passes';
import { feedKeysOf } from '../../core/projects/project-repository';

const context = useTestApp();

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  context.app.inject({ url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const flush = () => context.deps.scope.get(viewCounters, context.deps).flush();

async function stored(id: string) {
  const { db } = context.deps.database;
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  const feedRows = await db.select().from(projectCategories).where(eq(projectCategories.projectId, id));
  const views = await db.select().from(projectViews).where(eq(projectViews.projectId, id));
  if (!project) throw new Error(`no project ${id}`);
  return { viewsCount: project.viewsCount, trendingScore: project.trendingScore, feedScores: feedRows.map((row) => row.trendingScore), views: views.length };
}

describe('project views', () => {
  it('counts a viewer once per hour, visitors by address and browser, never the owner', async () => {
    const owner = await member(context);
    const viewer = await member(context);
    const { id, slug } = await createProject(context.app, owner.cookie, { title: 'Viewed' });
    const views = async () => (await get(`/api/projects/${id}`, owner.cookie)).json().viewsCount;
    await get(`/api/projects/slug/${slug}`, undefined, { 'user-agent': 'browser-a' });
    await get(`/api/projects/slug/${slug}`, undefined, { 'user-agent': 'browser-a' });
    await get(`/api/projects/${id}`, undefined, { 'user-agent': 'browser-a' });
    expect(await views()).toBe(1);
    await flush();
    // Written: the same visitor still does not count again.
    await get(`/api/projects/${id}`, undefined, { 'user-agent': 'browser-a' });
    expect(await views()).toBe(1);
    await get(`/api/projects/slug/${slug}`, undefined, { 'user-agent': 'browser-b' });
    await get(`/api/projects/slug/${slug}`, viewer.cookie);
    await get(`/api/projects/slug/${slug}`, viewer.cookie);
    expect(await views()).toBe(3);
    const answer = (await get(`/api/projects/slug/${slug}`, undefined, { 'user-agent': 'browser-c' })).json();
    expect(answer.viewsCount).toBe(4);
    await flush();
    expect(await views()).toBe(4);
    // An hour later the same viewer counts again.
    const { db } = context.deps.database;
    await db.update(projectViews).set({ hour: new Date(Date.now() - 3_600_000) }).where(eq(projectViews.projectId, id));
    await get(`/api/projects/slug/${slug}`, viewer.cookie);
    expect(await views()).toBe(5);
  });

  it('writes views in one batch: the stored count, the trending score and the feed rows move together', async () => {
    const owner = await member(context);
    const { id } = await createProject(context.app, owner.cookie, { title: 'Batched', categories: ['full-stack', 'testing-qa'] });
    const before = await stored(id);
    for (const browser of ['one', 'two', 'three']) await get(`/api/projects/${id}`, undefined, { 'user-agent': browser });
    // Nothing is written by the page itself.
    expect(await stored(id)).toEqual(before);
    await flush();
    const after = await stored(id);
    expect(after.viewsCount).toBe(3);
    expect(after.views).toBe(3);
    expect(after.trendingScore).toBeGreaterThan(before.trendingScore);
    expect(after.feedScores.length).toBeGreaterThan(1);
    for (const score of after.feedScores) expect(score).toBeCloseTo(after.trendingScore, 9);
  });

  it('writes waiting views by itself within the flush delay, and their trending score later', async () => {
    const owner = await member(context);
    const { id } = await createProject(context.app, owner.cookie);
    const before = await stored(id);
    await get(`/api/projects/${id}`, undefined, { 'user-agent': 'timer' });
    await vi.waitFor(async () => expect((await stored(id)).viewsCount).toBe(1), { timeout: FLUSH_DELAY_MS * 5, interval: 100 });
    expect(TRENDING_DELAY_MS).toBeGreaterThan(FLUSH_DELAY_MS * 5);
    expect((await stored(id)).trendingScore).toBe(before.trendingScore);
    await flush();
    expect((await stored(id)).trendingScore).toBeGreaterThan(before.trendingScore);
  });

  it('re-scores more projects than one slice, every slice of them, feed rows included', async () => {
    const owner = await member(context);
    const { ids, createdAt } = await insertBareProjects(context, owner.user.id, RESCORE_SLICE * 2 + 3, { label: 'Sliced' });
    const { db } = context.deps.database;
    const counter = new ViewCounter(context.deps.database);
    for (const id of ids) await counter.view(id, 'v:slices');
    await counter.flush();
    const expected = await trendingScoreFor(context, { likes: 0, comments: 0, views: 1, createdAt });
    // Read back in two statements, not three per project: on a busy machine 1,200 round trips to
    // the embedded database took longer than the test's limit.
    const after = await db.select().from(projects).where(inArray(projects.id, ids));
    const feedRows = await db.select().from(projectCategories).where(inArray(projectCategories.projectId, ids));
    expect(after).toHaveLength(ids.length);
    for (const project of after) {
      expect(project.viewsCount).toBe(1);
      expect(project.trendingScore).toBeCloseTo(expected, 9);
      const scores = feedRows.filter((row) => row.projectId === project.id).map((row) => row.trendingScore);
      expect(scores).toEqual(feedKeysOf(project.categories).map(() => project.trendingScore));
    }
  }, 60_000);

  it('drops the views of a project deleted before the batch, and still writes the rest', async () => {
    const owner = await member(context);
    const gone = await createProject(context.app, owner.cookie, { title: 'Gone soon' });
    const kept = await createProject(context.app, owner.cookie, { title: 'Kept' });
    await get(`/api/projects/${gone.id}`, undefined, { 'user-agent': 'deleter' });
    await get(`/api/projects/${kept.id}`, undefined, { 'user-agent': 'deleter' });
    const deleted = await context.app.inject({ method: 'DELETE', url: `/api/projects/${gone.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(200);
    await flush();
    expect((await stored(kept.id)).viewsCount).toBe(1);
    const { db } = context.deps.database;
    expect(await db.select().from(projectViews).where(eq(projectViews.projectId, gone.id))).toEqual([]);
  });

  it('counts a view once when two processes hold it at the same time', async () => {
    const owner = await member(context);
    const { id } = await createProject(context.app, owner.cookie);
    const otherProcess = new ViewCounter(context.deps.database);
    await otherProcess.view(id, 'v:same-visitor');
    await context.deps.scope.get(viewCounters, context.deps).view(id, 'v:same-visitor');
    await Promise.all([otherProcess.flush(), flush()]);
    expect(await stored(id)).toMatchObject({ viewsCount: 1, views: 1 });
  });

  it('writes the waiting views when the app closes', async () => {
    const owner = await member(context);
    const { id } = await createProject(context.app, owner.cookie);
    // A second app on the same database has a view counter of its own: closing the app writes what waits.
    const second = await buildApp(context.deps, { logger: false });
    await second.ready();
    expect((await second.inject({ url: `/api/projects/${id}`, headers: { 'user-agent': 'closing' } })).statusCode).toBe(200);
    await second.close();
    expect(await stored(id)).toMatchObject({ viewsCount: 1, views: 1 });
  });

  it("does not count views of drafts, not even an admin's", async () => {
    const owner = await member(context);
    const admin = await member(context, { role: 'admin' });
    const { id } = await createProject(context.app, owner.cookie, { published: false });
    expect((await get(`/api/projects/${id}`, admin.cookie)).json().viewsCount).toBe(0);
    expect((await get(`/api/projects/${id}`, owner.cookie)).json().viewsCount).toBe(0);
    await flush();
    expect(await stored(id)).toMatchObject({ viewsCount: 0, views: 0 });
  });
});

describe('room for a view count in the page (migration 0019, decision 0004)', () => {
  /** Words that do not compress, so a row keeps the size its texts give it (nothing goes to TOAST). */
  const words = (characters: number) => randomBytes(characters).toString('hex').replace(/(.{9})/g, '$1 ').slice(0, characters);
  const withText = (characters: number) => ({ content: words(characters), contentHtml: `<p>${words(characters)}</p>`, contentText: words(characters) });
  const sizesAndPages = async (ids: string[]) => {
    const { rows } = await context.deps.database.db.execute<{ id: string; bytes: number; page: string }>(
      sql`select id, pg_column_size(p.*) as bytes, split_part(trim(both '()' from ctid::text), ',', 1) as page from projects p where id in ${ids}`,
    );
    return new Map(rows.map((row) => [row.id, { bytes: Number(row.bytes), page: row.page }]));
  };
  const insertWide = async (ownerId: string, count: number, characters: number) =>
    (await insertBareProjects(context, ownerId, count, { label: 'Wide', columns: () => withText(characters) })).ids;

  it('stores a view on a page full of rows with write-ups as a HOT update: the row stays in its page', async () => {
    const owner = await member(context);
    // Rows of about 1,700 bytes: four of them fill a page up to fillfactor 85 and leave less than one
    // more row's room, so a row's new version went to another page, every index entry written again.
    const [probe] = await insertWide(owner.user.id, 1, 300);
    const probeBytes = (await sizesAndPages([probe as string])).get(probe as string)?.bytes ?? 0;
    const ids = await insertWide(owner.user.id, 24, Math.round((300 * 1_700) / probeBytes));
    const before = await sizesAndPages(ids);
    for (const { bytes } of before.values()) expect(Math.abs(bytes - 1_700)).toBeLessThan(200);
    // One row per page: the room is for one new version, and the old one is pruned only once the
    // batch has committed (rows of one page viewed in the same batch: the first gets the room).
    const onePerPage = [...new Map(ids.map((id) => [before.get(id)?.page, id])).values()];
    expect(onePerPage.length).toBeGreaterThanOrEqual(6);
    await recordViews(context.deps.database.db, onePerPage.map((projectId) => ({ projectId, viewerKey: 'v:room', hour: hourOf(Date.now()) })));
    const after = await sizesAndPages(onePerPage);
    expect(onePerPage.filter((id) => after.get(id)?.page !== before.get(id)?.page)).toEqual([]);
    const counts = await context.deps.database.db.select({ views: projects.viewsCount }).from(projects).where(inArray(projects.id, onePerPage));
    expect(counts.map((row) => row.views)).toEqual(onePerPage.map(() => 1));
  });
});
