import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { feedKeysOf } from '../../core/projects/project-repository';
import type { ProjectListItem } from '../../../common/projects';
import { projectCategories, projects } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { addImage, createProject, member } from '../../test/projects';
import { newProjectScore } from '../../core/projects/trending';

const context = useTestApp();
const list = async (query: string, cookie?: string): Promise<ProjectListItem[]> => {
  const response = await context.app.inject({ url: `/api/projects?${query}`, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const ids = (items: ProjectListItem[]) => items.map((item) => item.id);

/** Many listed projects at once, straight into the tables, each a minute older than the last. */
async function bulkProjects(userId: string, count: number, category: string) {
  const start = Date.now() - 24 * 3_600_000;
  const rows = Array.from({ length: count }, (_, index) => {
    const createdAt = new Date(start - index * 60_000);
    return {
      id: randomUUID(),
      slug: `bulk-${category}-${index}-${randomUUID().slice(0, 6)}`,
      userId,
      title: `Bulk ${index}`,
      categories: [category],
      createdAt,
      updatedAt: createdAt,
      trendingScore: newProjectScore(createdAt),
    };
  });
  const { db } = context.deps.database;
  const inserted = await db.insert(projects).values(rows).returning();
  await db.insert(projectCategories).values(
    inserted.flatMap((row) =>
      feedKeysOf(row.categories).map((key) => ({ category: key, projectId: row.id, listed: true, featured: false, createdAt: row.createdAt, trendingScore: row.trendingScore })),
    ),
  );
  return rows.map((row) => row.id);
}

describe('GET /api/projects', () => {
  it('filters by category and by group, and refuses an unknown one', async () => {
    const { cookie } = await member(context);
    const ios = await createProject(context.app, cookie, { title: 'Phone thing', categories: ['ios'] });
    const graph = await createProject(context.app, cookie, { title: 'Graph thing', categories: ['graphql'] });
    const both = await createProject(context.app, cookie, { title: 'Both things', categories: ['full-stack', 'machine-learning'] });
    expect(ids(await list('category=ios'))).toEqual([ios.id]);
    expect(ids(await list('category=mobile'))).toEqual([ios.id]);
    expect(ids(await list('category=api'))).toEqual([graph.id]);
    expect(ids(await list('category=web'))).toEqual([both.id]);
    expect(ids(await list('category=ai'))).toEqual([both.id]);
    expect(ids(await list('category=all'))).toEqual(expect.arrayContaining([ios.id, graph.id, both.id]));
    const unknown = await context.app.inject({ url: '/api/projects?category=cooking' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown category');
  });

  it('sorts by newest and by trending, with or without a category', async () => {
    const { cookie } = await member(context);
    const older = await createProject(context.app, cookie, { title: 'Older but loved', categories: ['wearables'] });
    const newer = await createProject(context.app, cookie, { title: 'Newer and quiet', categories: ['wearables'] });
    for (let index = 0; index < 3; index += 1) {
      const fan = await member(context);
      await context.app.inject({ method: 'POST', url: `/api/projects/${older.id}/like`, headers: { cookie: fan.cookie } });
    }
    expect(ids(await list('category=wearables&sort=newest'))).toEqual([newer.id, older.id]);
    expect(ids(await list('category=wearables&sort=trending'))).toEqual([older.id, newer.id]);
    expect(ids(await list('category=iot&sort=trending'))).toEqual([older.id, newer.id]);
    const everything = ids(await list('sort=trending&limit=100'));
    expect(everything.indexOf(older.id)).toBeLessThan(everything.indexOf(newer.id));
    const newest = await list('limit=100');
    const times = newest.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps drafts out of every list, category and search', async () => {
    const { cookie } = await member(context);
    const draft = await createProject(context.app, cookie, {
      title: 'Zebrafish draft',
      description: 'an unpublished xylophone',
      categories: ['smart-home'],
      published: false,
    });
    for (const query of ['limit=100', 'category=smart-home', 'category=iot', 'search=xylophone', 'search=zebrafish', 'sort=trending&limit=100']) {
      expect(ids(await list(query, cookie)), query).not.toContain(draft.id);
    }
  });

  it('finds a project by a word of its description, also by its start, and with a category', async () => {
    const { cookie } = await member(context);
    const found = await createProject(context.app, cookie, {
      title: 'Marsupial tracker',
      description: 'Counts quokkas on Rottnest island',
      categories: ['embedded-systems'],
      technologies: ['Zig'],
    });
    expect(ids(await list('search=quokkas'))).toEqual([found.id]);
    expect(ids(await list('search=quok'))).toEqual([found.id]);
    expect(ids(await list('search=rottnest%20marsupial'))).toEqual([found.id]);
    expect(ids(await list('search=zig'))).toContain(found.id);
    expect(ids(await list('search=quokkas&category=iot'))).toEqual([found.id]);
    expect(await list('search=quokkas&category=web')).toEqual([]);
    expect(await list("search=quokkas'%20%7C%20!(")).toHaveLength(1);
  });

  it('counts the matches of a search in X-Total-Count, beyond the page, and only for a search', async () => {
    const { cookie } = await member(context);
    for (const title of ['Axolotl one', 'Axolotl two', 'Axolotl three']) {
      await createProject(context.app, cookie, { title, categories: ['robotics'] });
    }
    const page = await context.app.inject({ method: 'GET', url: '/api/projects?search=axolotl&limit=2' });
    expect(page.json()).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('3');
    const last = await context.app.inject({ method: 'GET', url: '/api/projects?search=axolotl&limit=2&offset=2' });
    expect(last.json()).toHaveLength(1);
    expect(last.headers['x-total-count']).toBe('3');
    const pastTheEnd = await context.app.inject({ method: 'GET', url: '/api/projects?search=axolotl&limit=2&offset=10' });
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe('3');
    const inGroup = await context.app.inject({ method: 'GET', url: '/api/projects?search=axolotl&category=web' });
    expect(inGroup.headers['x-total-count']).toBe('0');
    const plainFeed = await context.app.inject({ method: 'GET', url: '/api/projects?limit=2' });
    expect(plainFeed.headers['x-total-count']).toBeUndefined();
  });

  it('filters featured projects', async () => {
    const { cookie } = await member(context);
    const featured = await createProject(context.app, cookie, { title: 'Shiny', featured: true, categories: ['defi'] });
    const plain = await createProject(context.app, cookie, { title: 'Plain', categories: ['defi'] });
    expect(ids(await list('featured=true&limit=100'))).toContain(featured.id);
    expect(ids(await list('featured=true&limit=100'))).not.toContain(plain.id);
    expect(ids(await list('featured=true&category=blockchain'))).toEqual([featured.id]);
    expect(ids(await list('featured=false&category=blockchain'))).toEqual([plain.id]);
  });

  it('clamps the limit to 100 and pages with offset', async () => {
    const { user } = await member(context);
    const bulk = await bulkProjects(user.id, 105, 'edtech');
    expect(await list('category=edtech&limit=500')).toHaveLength(100);
    expect((await list('limit=1000')).length).toBe(100);
    expect(await list('category=edtech')).toHaveLength(12);
    const pages = [];
    for (let page = 0; page < 9; page += 1) pages.push(...ids(await list(`category=edtech&limit=12&offset=${page * 12}`)));
    expect(pages).toEqual(bulk);
    expect(await list('category=edtech&offset=200')).toEqual([]);
    expect((await context.app.inject({ url: '/api/projects?limit=0' })).statusCode).toBe(400);
    expect((await context.app.inject({ url: '/api/projects?offset=-1' })).statusCode).toBe(400);
  });

  it('gives each item its author, counts, all technologies and its preview media', async () => {
    const { user, cookie } = await member(context, { firstName: 'Grace', lastName: 'Hopper', title: 'Admiral' });
    const project = await createProject(context.app, cookie, {
      title: 'Card shape',
      categories: ['linux'],
      technologies: ['A', 'B', 'C', 'D'],
    });
    const first = await addImage(context.app, cookie, project.id, 0);
    const second = await addImage(context.app, cookie, project.id, 1);
    let [item] = await list('category=linux');
    expect(item).toMatchObject({
      id: project.id,
      slug: 'card-shape',
      technologies: ['A', 'B', 'C', 'D'],
      likesCount: 0,
      commentsCount: 0,
      viewsCount: 0,
      _count: { likes: 0, comments: 0 },
      previewMediaId: null,
      previewMedia: { id: first.id, type: 'image', url: first.url, thumbnailUrl: first.thumbnailUrl },
      user: { id: user.id, firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null, title: 'Admiral' },
    });
    await context.app.inject({ method: 'PATCH', url: `/api/projects/${project.id}/preview`, headers: { cookie }, payload: { previewMediaId: second.id } });
    [item] = await list('category=linux');
    expect(item?.previewMedia?.id).toBe(second.id);
    expect(item?.previewMediaId).toBe(second.id);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('answers a page in a constant number of queries', async () => {
    const { user } = await member(context);
    await bulkProjects(user.id, 30, 'fintech');
    const pglite = context.deps.database.pglite as NonNullable<typeof context.deps.database.pglite>;
    const original = pglite.query.bind(pglite);
    let count = 0;
    pglite.query = ((...args: Parameters<typeof original>) => {
      count += 1;
      return original(...args);
    }) as typeof pglite.query;
    try {
      const counts = [];
      for (const limit of [1, 12, 30]) {
        count = 0;
        await list(`category=other&limit=${limit}`);
        counts.push(count);
      }
      expect(counts[0]).toBeLessThanOrEqual(2);
      expect(new Set(counts).size).toBe(1);
    } finally {
      pglite.query = original;
    }
  });
});
