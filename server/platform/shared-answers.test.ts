import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { feedKeysOf } from '../core/projects/project-repository';
import { eq } from 'drizzle-orm';
import { projectCategories, projects, users } from '../db/schema';
import { useTestApp } from '../test/harness';
import { createProject, member } from '../test/projects';
import { newProjectScore } from '../core/projects/trending';

// A minute of sharing, so that nothing here depends on how fast the machine is.
const context = useTestApp({ environment: { PUBLIC_ANSWER_CACHE_MS: '60000' } });

const feed = (url: string, headers: Record<string, string> = {}) => context.app.inject({ url, headers });
const titles = (body: string) => (JSON.parse(body) as { title: string }[]).map((item) => item.title);

/** A listed project written straight into the tables, as another process would: no write here empties the cache. */
async function projectFromElsewhere(userId: string, title: string) {
  const createdAt = new Date();
  const row = { id: randomUUID(), slug: `elsewhere-${randomUUID().slice(0, 8)}`, userId, title, categories: ['devops-automation'], createdAt, updatedAt: createdAt };
  const { db } = context.deps.database;
  await db.insert(projects).values({ ...row, trendingScore: newProjectScore(createdAt) });
  await db.insert(projectCategories).values(
    feedKeysOf(row.categories).map((category) => ({ category, projectId: row.id, listed: true, featured: false, createdAt, trendingScore: 0 })),
  );
}

describe('answers every visitor shares', () => {
  it('a visitor’s feed is made once and shared; a signed-in reader’s is not; a write here empties it at once', async () => {
    const { user, cookie } = await member(context, { firstName: 'Sha', lastName: 'Red' });
    await createProject(context.app, cookie, { title: 'First Shared', categories: ['devops-automation'] });
    const url = '/api/projects?category=devops-automation&sort=newest';
    expect(titles((await feed(url)).body)).toEqual(['First Shared']);

    await projectFromElsewhere(user.id, 'Written Elsewhere');
    // Visitors get the answer already made; the signed-in reader's is made for them.
    expect(titles((await feed(url)).body)).toEqual(['First Shared']);
    expect(titles((await feed(url, { cookie })).body)).toEqual(['Written Elsewhere', 'First Shared']);
    // Another address is another answer.
    expect(titles((await feed(`${url}&limit=5`)).body)).toEqual(['Written Elsewhere', 'First Shared']);

    // A write through this process empties the shared answers: the next visitor sees all of it.
    await createProject(context.app, cookie, { title: 'Third Shared', categories: ['devops-automation'] });
    expect(titles((await feed(url)).body)).toEqual(['Third Shared', 'Written Elsewhere', 'First Shared']);
    // A failed write does not.
    await projectFromElsewhere(user.id, 'Fourth Elsewhere');
    expect((await context.app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: {} })).statusCode).toBe(400);
    expect(titles((await feed(url)).body)).toEqual(['Third Shared', 'Written Elsewhere', 'First Shared']);
  });

  it('keeps a search’s X-Total-Count, an ETag that answers 304, and br and gzip bodies made once', async () => {
    const { cookie } = await member(context, { firstName: 'Com', lastName: 'Press' });
    for (let index = 0; index < 8; index++) {
      await createProject(context.app, cookie, { title: `Zebrafish study ${index}`, description: 'A long enough description to make the answer pass a kilobyte. '.repeat(2) });
    }
    const url = '/api/projects?search=zebrafish&limit=20';
    const plain = await feed(url);
    expect(plain.headers['x-total-count']).toBe('8');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const br = await feed(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-total-count']).toBe('8');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await feed(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const revalidated = await feed(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('an answer below a kilobyte goes out plain, and a bad query is still refused', async () => {
    const empty = await feed('/api/projects?search=nothingmatchesthis', { 'accept-encoding': 'br' });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json()).toEqual([]);
    expect((await feed('/api/projects?sort=sideways')).statusCode).toBe(400);
  });
});

describe('the people search every reader shares', () => {
  it('is made once for visitors and signed-in readers alike, and a write here empties it', async () => {
    const { user } = await member(context, { firstName: 'Quillon', lastName: 'Ashby' });
    const { cookie } = await member(context, { firstName: 'Other', lastName: 'Reader' });
    const url = '/api/users/search?q=quillon';
    const names = (body: string) => (JSON.parse(body) as { firstName: string }[]).map((card) => card.firstName);
    const first = await feed(url);
    expect(names(first.body)).toEqual(['Quillon']);
    expect(first.headers['x-total-count']).toBe('1');

    // Renamed by another process: the answer already made is what everyone gets for a while.
    await context.deps.database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id));
    expect(names((await feed(url)).body)).toEqual(['Quillon']);
    const signedIn = await feed(url, { cookie });
    expect(names(signedIn.body)).toEqual(['Quillon']);
    expect(signedIn.headers['x-total-count']).toBe('1');

    // A successful write through this process empties it.
    expect((await context.app.inject({ method: 'PUT', url: '/api/users/profile', headers: { cookie }, payload: { title: 'Reader' } })).statusCode).toBe(200);
    const after = await feed(url);
    expect(names(after.body)).toEqual([]);
    expect(after.headers['x-total-count']).toBe('0');
  });
});

describe('the site and directory totals every reader shares', () => {
  it('are read once for everyone until a write here, so a burst of readers costs one read', async () => {
    const { user, cookie } = await member(context, { firstName: 'Tally', lastName: 'Counter' });
    const totalsOf = async () => {
      const [site, directory] = await Promise.all([feed('/api/stats'), feed('/api/users/stats', { cookie })]);
      return { projects: (JSON.parse(site.body) as { totalProjects: number }).totalProjects, developers: (JSON.parse(directory.body) as { totalProjects: number }).totalProjects };
    };
    const before = await totalsOf();

    // Written by another process: the totals already read are what every reader gets for a while.
    await projectFromElsewhere(user.id, 'Counted Elsewhere');
    expect(await totalsOf()).toEqual(before);

    // A write through this process empties them: the next reader sees both projects counted.
    await createProject(context.app, cookie, { title: 'Counted Here' });
    expect(await totalsOf()).toEqual({ projects: before.projects + 2, developers: before.developers + 2 });
  });
});
