import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createProject, member, trendingScoreFor } from '../../test/projects';
import { ALL_PROJECTS_KEY } from './project-repository';
import { HALF_LIFE_HOURS, WEIGHTS } from './trending';

/** The formula is SQL (one definition for the app, the view flush and the seed), so it is checked in the database. */
const context = useTestApp();
/** likes, comments, views, age in hours */
type Engagement = readonly [number, number, number, number];

describe('trending score (docs/decisions/0004)', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const decayed = ([likes, comments, views, ageHours]: Engagement) =>
    (1 + WEIGHTS.likes * likes + WEIGHTS.comments * comments + WEIGHTS.views * views) * 2 ** (-ageHours / HALF_LIFE_HOURS);
  const score = ([likes, comments, views, ageHours]: Engagement) => trendingScoreFor(context, { likes, comments, views, createdAt: hoursAgo(ageHours) });

  it('orders exactly as weight × 2^(−age / half-life)', async () => {
    const cases = [
      [10, 2, 100, 30],
      [0, 0, 0, 0],
      [3, 0, 10, 2],
      [50, 10, 1000, 72],
      [1, 1, 1, 12],
    ] as const;
    const scores = new Map(await Promise.all(cases.map(async (entry) => [entry, await score(entry)] as const)));
    const byScore = [...cases].sort((a, b) => (scores.get(b) as number) - (scores.get(a) as number));
    const byDecay = [...cases].sort((a, b) => decayed(b) - decayed(a));
    expect(byScore).toEqual(byDecay);
  });

  it('values one half-life of age as much as doubling the engagement', async () => {
    const older = await score([5, 0, 0, HALF_LIFE_HOURS]);
    const newer = await score([5, 0, 0, 0]);
    expect(newer - older).toBeCloseTo(1, 9);
    expect((await score([2, 0, 0, 0])) - (await score([0, 0, 0, 0]))).toBeCloseTo(Math.log2(1 + 2 * WEIGHTS.likes), 9);
  });

  it('weighs a save (issue 16) above a like and below a comment', async () => {
    const createdAt = hoursAgo(0);
    const base = await trendingScoreFor(context, { likes: 0, comments: 0, views: 0, createdAt });
    const saved = await trendingScoreFor(context, { likes: 0, comments: 0, views: 0, saves: 2, createdAt });
    expect(saved - base).toBeCloseTo(Math.log2(1 + 2 * WEIGHTS.saves), 9);
    expect(WEIGHTS.saves).toBeGreaterThan(WEIGHTS.likes);
    expect(WEIGHTS.saves).toBeLessThan(WEIGHTS.comments);
  });
});

describe('moving counts and scores is a HOT update (decision 0004, issue 12)', () => {
  it('keeps every index of projects off the counts and the score, and room in each page', async () => {
    const { db } = context.deps.database;
    const indexed = await db.execute<{ index: string; column: string }>(sql`
      select i.relname as index, a.attname as column
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_attribute a on a.attrelid = t.oid and (a.attnum = any(x.indkey) or pg_get_expr(x.indpred, t.oid) like '%' || a.attname || '%')
      where t.relname = 'projects' and a.attnum > 0`);
    const columns = indexed.rows.map((row) => row.column);
    expect(columns).toContain('created_at');
    for (const moving of ['likes_count', 'comments_count', 'views_count', 'trending_score']) expect(columns).not.toContain(moving);
    const options = await db.execute<{ options: string[] | null }>(sql`select reloptions as options from pg_class where relname = 'projects'`);
    // Room for one new version of the largest row kept in the page (about 2 KB; longer values go to
    // TOAST), so a change of counts stays a HOT update (migration 0019).
    const fillfactor = Number(options.rows[0]?.options?.find((option) => option.startsWith('fillfactor='))?.split('=')[1]);
    expect(8192 * (1 - fillfactor / 100)).toBeGreaterThanOrEqual(2032);
  });

  it('gives every project its all-projects feed row, which the trending feed of all projects reads', async () => {
    const { cookie } = await member(context);
    const { id } = await createProject(context.app, cookie, { title: 'Everywhere', categories: ['robotics'] });
    const rows = await context.deps.database.db.execute<{ category: string }>(
      sql`select category from project_categories where project_id = ${id} and category = ${ALL_PROJECTS_KEY}`,
    );
    expect(rows.rows).toHaveLength(1);
    const feed = await context.app.inject({ url: '/api/projects?sort=trending&limit=50' });
    expect(feed.json().map((item: { id: string }) => item.id)).toContain(id);
  });
});
