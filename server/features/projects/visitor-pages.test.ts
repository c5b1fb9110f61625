import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, projectViews } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { adminAction, admin } from '../moderation/test-support';
import { viewCounters } from './view-counter';

// A minute of keeping, so that nothing here depends on how fast the machine is.
const context = useTestApp({ environment: { PUBLIC_ANSWER_CACHE_MS: '60000' } });

const page = (url: string, headers: Record<string, string> = {}) => context.app.inject({ url, headers });
const asVisitor = (browser: string, headers: Record<string, string> = {}) => ({ 'user-agent': browser, ...headers });
const flush = () => context.deps.scope.get(viewCounters, context.deps).flush();
/** An edit written straight into the table, as another process would: no write here empties the cache. */
const editElsewhere = (id: string, title: string) => context.deps.database.db.update(projects).set({ title }).where(eq(projects.id, id));

describe("the project page's visitor copy (issue 12)", () => {
  it('visitors read the page once per window; a signed-in reader reads the row; a write here empties it', async () => {
    const owner = await member(context);
    const reader = await member(context);
    const { id, slug } = await createProject(context.app, owner.cookie, { title: 'Kept Title' });
    expect((await page(`/api/projects/slug/${slug}`, asVisitor('one'))).json()).toMatchObject({ title: 'Kept Title', viewsCount: 1 });

    await editElsewhere(id, 'Edited Elsewhere');
    // Another visitor gets the copy, with their own view counted in it.
    expect((await page(`/api/projects/slug/${slug}`, asVisitor('two'))).json()).toMatchObject({ title: 'Kept Title', viewsCount: 2 });
    // The id and the slug are kept apart; a signed-in reader's page is read for them.
    expect((await page(`/api/projects/${id}`, asVisitor('one'))).json()).toMatchObject({ title: 'Edited Elsewhere', viewsCount: 2 });
    expect((await page(`/api/projects/slug/${slug}`, { cookie: reader.cookie })).json()).toMatchObject({ title: 'Edited Elsewhere', viewsCount: 3 });

    // A write answered here (a like) empties it: the next visitor reads the row.
    expect((await context.app.inject({ method: 'POST', url: `/api/projects/${id}/like`, headers: { cookie: reader.cookie } })).statusCode).toBe(200);
    expect((await page(`/api/projects/slug/${slug}`, asVisitor('one'))).json()).toMatchObject({ title: 'Edited Elsewhere', viewsCount: 3, likesCount: 1 });
  });

  it('a project hidden here is gone for visitors at once', async () => {
    const moderator = await admin(context);
    const owner = await member(context);
    const { id, slug } = await createProject(context.app, owner.cookie, { title: 'Soon Hidden' });
    expect((await page(`/api/projects/slug/${slug}`, asVisitor('one'))).statusCode).toBe(200);
    await adminAction(context, moderator.cookie, `/projects/${id}/hide`, { reason: 'Stolen artwork' });
    expect((await page(`/api/projects/slug/${slug}`, asVisitor('one'))).statusCode).toBe(404);
  });

  it('the count never goes back when a batch of views is stored', async () => {
    const owner = await member(context);
    const { slug } = await createProject(context.app, owner.cookie);
    for (const browser of ['one', 'two', 'three']) await page(`/api/projects/slug/${slug}`, asVisitor(browser));
    expect((await page(`/api/projects/slug/${slug}`, asVisitor('one'))).json().viewsCount).toBe(3);
    // The copy was read with none stored; stored now, they are in the row and no longer waiting.
    await flush();
    expect((await page(`/api/projects/slug/${slug}`, asVisitor('one'))).json().viewsCount).toBe(3);
    expect((await page(`/api/projects/slug/${slug}`, asVisitor('four'))).json().viewsCount).toBe(4);
  });

  it('visitors of one count get one encoded answer: the same body, ETag and 304; a new view moves it', async () => {
    const owner = await member(context);
    const { slug } = await createProject(context.app, owner.cookie, { content: 'A write-up long enough to be compressed. '.repeat(40) });
    const url = `/api/projects/slug/${slug}`;
    await page(url, asVisitor('one'));
    const answers = [];
    for (let request = 0; request < 3; request++) answers.push(await page(url, asVisitor('one', { 'accept-encoding': 'br' })));
    const bodies = answers.map((answer) => brotliDecompressSync(answer.rawPayload).toString());
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'br', 'br']);
    expect(answers.map((answer) => answer.headers['content-type'])).toEqual(Array(3).fill('application/json; charset=utf-8'));
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(JSON.parse(bodies[0] as string).viewsCount).toBe(1);
    const etag = answers[0]?.headers.etag as string;
    expect((await page(url, asVisitor('one', { 'if-none-match': etag }))).statusCode).toBe(304);

    const moved = await page(url, asVisitor('two', { 'if-none-match': etag }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().viewsCount).toBe(2);
  });

  it('a view this process stored is not looked up again within its hour', async () => {
    const owner = await member(context);
    const { id, slug } = await createProject(context.app, owner.cookie);
    const url = `/api/projects/slug/${slug}`;
    await page(url, asVisitor('one'));
    await flush();
    expect((await page(url, asVisitor('two'))).json().viewsCount).toBe(2);
    // Were visitor one's view looked up, its missing row would count it again.
    await context.deps.database.db.delete(projectViews).where(eq(projectViews.projectId, id));
    expect((await page(url, asVisitor('one'))).json().viewsCount).toBe(2);
  });
});
