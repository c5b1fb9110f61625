import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIEW_RESCORE_STEP } from '../../core/projects/trending';
import { projectCategories, projects } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { insertBareProjects, member, trendingScoreFor } from '../../test/projects';
import { ViewCounter } from './view-counter';
import { RESCORE_SLICE } from './trending-passes';

/**
 * How the view counter's trending passes stay light (issue 12): views move a score only by
 * VIEW_RESCORE_STEP or more, and a pass is spread out while view batches go on being written.
 */
const context = useTestApp();

async function scores(ids: readonly string[]) {
  const { db } = context.deps.database;
  const rows = await db.select().from(projects).where(inArray(projects.id, [...ids]));
  const feedRows = await db.select().from(projectCategories).where(inArray(projectCategories.projectId, [...ids]));
  return { rows, feedScores: feedRows.map((row) => row.trendingScore) };
}

describe('trending passes of the view counter', () => {
  it('leaves a score and its feed rows alone until views move it by a step, then writes it exactly', async () => {
    const owner = await member(context);
    // 30 likes: a weight of 91, so one view (0.2) moves the score by far less than the step.
    const { ids, createdAt } = await insertBareProjects(context, owner.user.id, 1, { likes: 30, label: 'Liked' });
    const [id] = ids as [string];
    const before = await scores(ids);
    const counter = new ViewCounter(context.deps.database);
    await counter.view(id, 'v:first');
    await counter.flush();
    const once = await scores(ids);
    expect(once.rows[0]?.viewsCount).toBe(1);
    expect(once.rows[0]?.trendingScore).toBe(before.rows[0]?.trendingScore);
    expect(once.feedScores).toEqual(before.feedScores);
    // Enough views to move it past the step: 15 × 0.2 = 3 on 91 is 3.2 % more weight.
    for (let viewer = 0; viewer < 15; viewer += 1) await counter.view(id, `v:more-${viewer}`);
    await counter.flush();
    const after = await scores(ids);
    const expected = await trendingScoreFor(context, { likes: 30, comments: 0, views: 16, createdAt });
    expect(expected - (before.rows[0]?.trendingScore ?? 0)).toBeGreaterThan(VIEW_RESCORE_STEP);
    expect(after.rows[0]?.viewsCount).toBe(16);
    expect(after.rows[0]?.trendingScore).toBeCloseTo(expected, 9);
    for (const score of after.feedScores) expect(score).toBeCloseTo(expected, 9);
  });

  it('a new project moves at its first view: the step is small against a small weight', async () => {
    const owner = await member(context);
    const { ids, createdAt } = await insertBareProjects(context, owner.user.id, 1, { label: 'Fresh' });
    const counter = new ViewCounter(context.deps.database);
    await counter.view(ids[0] as string, 'v:first');
    await counter.flush();
    const after = await scores(ids);
    expect(after.rows[0]?.trendingScore).toBeCloseTo(await trendingScoreFor(context, { likes: 0, comments: 0, views: 1, createdAt }), 9);
  });

  it('writes view batches while a spread-out pass runs, and a flush finishes the pass at once', async () => {
    const owner = await member(context);
    const { ids, createdAt } = await insertBareProjects(context, owner.user.id, RESCORE_SLICE * 2 + 1, { label: 'Spread' });
    const { ids: later } = await insertBareProjects(context, owner.user.id, 1, { label: 'Later' });
    // Passes due at once, each spread over ten minutes: its three slices are five minutes apart.
    const counter = new ViewCounter(context.deps.database, undefined, undefined, { trendingDelayMs: 0, spreadOverMs: 600_000 });
    for (const id of ids) await counter.view(id, 'v:spread');
    // The first batch is written within the flush delay and starts the pass; its first slice goes.
    await expect.poll(async () => (await scores(ids)).rows.filter((row) => row.viewsCount === 1).length, { timeout: 30_000 }).toBe(ids.length);
    const fresh = await trendingScoreFor(context, { likes: 0, comments: 0, views: 1, createdAt });
    await expect.poll(async () => (await scores(ids)).rows.filter((row) => Math.abs(row.trendingScore - fresh) < 1e-9).length, { timeout: 30_000 }).toBe(RESCORE_SLICE);
    // The pass now waits minutes before its next slice; a view meanwhile is still written.
    await counter.view(later[0] as string, 'v:during');
    const { db } = context.deps.database;
    await expect
      .poll(async () => (await db.select({ views: projects.viewsCount }).from(projects).where(eq(projects.id, later[0] as string)))[0]?.views, { timeout: 30_000 })
      .toBe(1);
    // A flush (shutdown) does not wait out the spread: every score is written now.
    await counter.flush();
    const after = await scores(ids);
    expect(after.rows.every((row) => Math.abs(row.trendingScore - fresh) < 1e-9)).toBe(true);
  }, 60_000);
});
