import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, uploads, users } from '../../db/schema';
import { call } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { createProject, member, png, upload } from '../../test/projects';
import { ROLE_FIELDS, ROLES, type Role } from '../../test/roles';
import { WRITEUP_RENDERER_VERSION } from '../../platform/writeups/render';

/** Decision 0030: write-ups in Markdown, rendered on the server, stored beside their source. */
const context = useTestApp();

const WRITEUP = [
  '# What it is',
  'A **fast** [zebrahost](https://zebrahost.example/docs) client.',
  '## How it is built',
  '```ts\nconst answer: number = 42;\n```',
  '## Numbers',
  '| metric | value |\n|---|---|\n| stars | 42 |',
].join('\n\n');

async function cookieAs(role: Role): Promise<string | null> {
  return role === 'visitor' ? null : (await member(context, ROLE_FIELDS[role]())).cookie;
}

describe('POST /api/markdown/preview', () => {
  const expected: Record<Role, number> = { visitor: 401, member: 200, moderator: 200, admin: 200, suspended: 403, banned: 403 };

  it.each(ROLES)('answers a %s as decision 0030 says', async (role) => {
    const response = await call(context, 'POST', '/api/markdown/preview', await cookieAs(role), { markdown: '# Hi' });
    expect(response.statusCode, response.body).toBe(expected[role]);
  });

  it('renders as a save would: sanitized HTML, highlighted code, the table of contents', async () => {
    const { cookie } = await member(context);
    const response = await call(context, 'POST', '/api/markdown/preview', cookie, { markdown: `${WRITEUP}\n\n<script>alert(1)</script>` });
    expect(response.statusCode).toBe(200);
    const { html, toc } = response.json();
    expect(html).toContain('<h2 id="h-what-it-is">What it is</h2>');
    expect(html).toContain('<pre class="shiki');
    expect(html).toContain('rel="nofollow ugc noopener"');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script');
    expect(toc.map((entry: { id: string }) => entry.id)).toEqual(['h-what-it-is', 'h-how-it-is-built', 'h-numbers']);
  });

  it('refuses a missing or too long text with a message naming it', async () => {
    const { cookie } = await member(context);
    const missing = await call(context, 'POST', '/api/markdown/preview', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('markdown');
    const long = await call(context, 'POST', '/api/markdown/preview', cookie, { markdown: 'x'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 20000 characters');
  });
});

describe("a project's write-up", () => {
  it('is stored as written and shown as its rendering, with a table of contents and an excerpt', async () => {
    const { cookie } = await member(context);
    const { slug } = await createProject(context.app, cookie, { content: WRITEUP, description: null });
    const detail = (await call(context, 'GET', `/api/projects/slug/${slug}`)).json();
    expect(detail.content).toBe(WRITEUP);
    expect(detail.contentHtml).toContain('<table>');
    expect(detail.contentHtml).toContain('--shiki-dark:');
    expect(detail.contentToc).toHaveLength(3);
    expect(detail.contentExcerpt).toBe('What it is A fast zebrahost client. How it is built const answer: number = 42; Numbers metric value stars 42');
  });

  it('is searched by its words, not by its markup', async () => {
    const { cookie } = await member(context);
    await createProject(context.app, cookie, { title: 'Searchable write-up', content: '[quixotic words](https://xylophonic.example/page)' });
    const byText = (await call(context, 'GET', '/api/projects?search=quixotic')).json();
    expect(byText.map((item: { title: string }) => item.title)).toContain('Searchable write-up');
    const byLinkTarget = (await call(context, 'GET', '/api/projects?search=xylophonic')).json();
    expect(byLinkTarget).toEqual([]);
  });

  it('is rendered again on an edit, and cleared with the content', async () => {
    const { cookie } = await member(context);
    const { id } = await createProject(context.app, cookie, { content: 'first' });
    const edited = await call(context, 'PUT', `/api/projects/${id}`, cookie, { title: 'My App', categories: ['frontend-development'], content: '## Second' });
    expect(edited.json().contentHtml).toBe('<h2 id="h-second">Second</h2>\n');
    const cleared = await call(context, 'PUT', `/api/projects/${id}`, cookie, { title: 'My App', categories: ['frontend-development'], content: '' });
    expect(cleared.json()).toMatchObject({ content: null, contentHtml: null, contentToc: [], contentExcerpt: null });
  });

  it('of a project from before Markdown (or an older renderer) is rendered when read, and stored', async () => {
    const { cookie } = await member(context);
    const { id, slug } = await createProject(context.app, cookie, { content: 'Plain text.\nSecond line.' });
    const { db } = context.deps.database;
    await db.update(projects).set({ contentHtml: null, contentRenderer: 0 }).where(eq(projects.id, id));
    const detail = (await call(context, 'GET', `/api/projects/slug/${slug}`)).json();
    expect(detail.contentHtml).toBe('<p>Plain text.\nSecond line.</p>\n');
    const [row] = await db.select({ html: projects.contentHtml, version: projects.contentRenderer }).from(projects).where(eq(projects.id, id));
    expect(row).toEqual({ html: '<p>Plain text.\nSecond line.</p>\n', version: WRITEUP_RENDERER_VERSION });
  });

  it("keeps the images it shows past the orphan sweep, and deletes them with the project", async () => {
    const { user, cookie } = await member(context);
    const image = (await upload(context.app, cookie, await png())).json().url as string;
    const { id } = await createProject(context.app, cookie, { content: `![Screenshot](${image})` });
    const detail = (await call(context, 'GET', `/api/projects/${id}`)).json();
    expect(detail.contentHtml).toContain(`<img src="${image}" alt="Screenshot" />`);
    const { db } = context.deps.database;
    const [claimed] = await db.select({ mediaId: uploads.mediaId }).from(uploads).where(eq(uploads.url, image));
    expect(claimed?.mediaId).toBe(`writeup:${id}`);
    expect((await call(context, 'DELETE', `/api/projects/${id}`, cookie)).statusCode).toBe(200);
    expect(await db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it("does not let a write-up claim somebody else's upload", async () => {
    const owner = await member(context);
    const image = (await upload(context.app, owner.cookie, await png())).json().url as string;
    const other = await member(context);
    await createProject(context.app, other.cookie, { content: `![theirs](${image})` });
    const [row] = await context.deps.database.db.select({ mediaId: uploads.mediaId }).from(uploads).where(eq(uploads.url, image));
    expect(row?.mediaId).toBeNull();
  });
});

describe('the RSS feed', () => {
  it('sums up a project without a description by the words of its write-up, not its markup', async () => {
    const { cookie } = await member(context);
    await createProject(context.app, cookie, { title: 'Feed write-up', description: null, content: '## Shiny\n\nSee **the** [docs](https://docs.example).' });
    const feed = await call(context, 'GET', '/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('&#60;p&#62;Shiny See the docs.&#60;/p&#62;');
    expect(feed.body).not.toContain('docs.example');
  });
});

describe('the profile bio', () => {
  it('is Markdown, rendered for the developer page', async () => {
    const { user, cookie } = await member(context);
    const saved = await call(context, 'PUT', '/api/users/profile', cookie, { bio: 'I build **compilers**. [Blog](https://blog.example)' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().bioHtml).toBe('<p>I build <strong>compilers</strong>. <a href="https://blog.example" rel="nofollow ugc noopener">Blog</a></p>\n');
    const page = (await call(context, 'GET', `/api/users/${user.id}`)).json();
    expect(page.bio).toBe('I build **compilers**. [Blog](https://blog.example)');
    expect(page.bioHtml).toBe(saved.json().bioHtml);
  });

  it('of an account from before Markdown is rendered when its page is read', async () => {
    const { user } = await member(context, { bio: 'Old <b>plain</b> bio' });
    const page = (await call(context, 'GET', `/api/users/${user.id}`)).json();
    expect(page.bioHtml).toBe('<p>Old &lt;b&gt;plain&lt;/b&gt; bio</p>\n');
    const [row] = await context.deps.database.db.select({ version: users.bioRenderer }).from(users).where(eq(users.id, user.id));
    expect(row?.version).toBe(WRITEUP_RENDERER_VERSION);
  });
});
