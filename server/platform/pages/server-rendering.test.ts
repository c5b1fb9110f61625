import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { PAGE_SCRIPTS_ELEMENT_ID, PAGE_STATE_ELEMENT_ID } from '../../../common/page-head';
import { projects } from '../../db/schema';
import { etagOf } from '../etag';
import { createUser, DEFAULT_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { addImage, createProject, member } from '../../test/projects';

// The real production build (browser bundle and page renderer), made once per run by global-setup.
const context = useTestApp({ webRoot: inject('webBuildDir') });

async function page(url: string, cookie?: string) {
  const response = await context.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response;
}

/** The text a reader without scripts sees inside #root. */
function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="${PAGE_STATE_ELEMENT_ID}"`));
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] as string));
}

describe('server-rendered public pages', () => {
  it('a project page carries its content, head and structured data, every value escaped', async () => {
    const { user, cookie } = await member(context, { firstName: 'Eve', lastName: '<b>Hacker</b>' });
    const title = `"><script>alert('x')</script> $& Tool`;
    const project = await createProject(context.app, cookie, {
      title,
      description: 'Fast & <small> "quoted"',
      githubUrl: 'https://github.com/eve/tool',
    });
    const image = await addImage(context.app, cookie, project.id);
    const response = await page(`/projects/${project.slug}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).toContain('<title>&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; $&#38; Tool · Shipyard</title>');
    expect(html).toContain('<meta name="description" content="Fast &#38; &#60;small&#62; &#34;quoted&#34;" />');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/projects/${project.slug}" />`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/projects/${project.slug}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image" href="${image.url}" fetchpriority="high" />`));
    // The page itself, readable without scripts: title, description and author.
    const text = visibleText(html);
    expect(text).toContain(`&quot;&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; $&amp; Tool`);
    expect(text).toContain('Fast &amp; &lt;small&gt; &quot;quoted&quot;');
    expect(text).toContain('Eve &lt;b&gt;Hacker&lt;/b&gt;');
    const [work, trail] = structuredData(html);
    expect(work).toMatchObject({
      '@type': 'SoftwareSourceCode',
      name: title,
      url: `http://localhost:3000/projects/${project.slug}`,
      codeRepository: 'https://github.com/eve/tool',
      author: { '@type': 'Person', name: 'Eve <b>Hacker</b>', url: `http://localhost:3000/developers/${user.id}` },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // The answers the page was made from go along, so the browser does not ask again.
    const state = html.match(new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`))?.[1];
    const answers = JSON.parse(state ?? '{}').queries as { queryKey: unknown[]; state: { data: unknown } }[];
    const answer = answers.find((query) => query.queryKey.includes(project.slug));
    expect(answer?.state.data).toMatchObject({ id: project.id, title });
    // No script competes with the first paint: the document names them for the loader instead,
    // the page's own chunk among them.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const scripts = JSON.parse(html.match(new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">([\\s\\S]*?)</script>`))?.[1] ?? '{}');
    expect(scripts.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(scripts.preloads).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/project-detail-page-[\w-]+\.js$/)]));
  });

  it('answers 404 with the not-found page for a missing project, a draft and an unknown address', async () => {
    const { cookie } = await member(context);
    const draft = await createProject(context.app, cookie, { title: 'Hidden Draft Title', published: false });
    for (const url of [`/projects/${draft.slug}`, '/projects/nothing-here', '/no/such/page']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('Hidden Draft Title');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain('og:title');
    }
    expect(visibleText((await page('/no/such/page')).body)).toContain('Page not found');
    // The owner sees the draft, rendered, and it stays out of search engines.
    const own = await page(`/projects/${draft.slug}`, cookie);
    expect(own.statusCode).toBe(200);
    expect(visibleText(own.body)).toContain('Hidden Draft Title');
    // The draft notice, a part of its own (only owners see drafts), is in the server's HTML too.
    expect(visibleText(own.body)).toContain('Draft — only you can see this project.');
    expect(visibleText((await page('/projects/nothing-here')).body)).toContain('Project not found');
    expect(own.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('a developer page carries their name, projects and a schema.org Person', async () => {
    const { user, cookie } = await member(context, { firstName: 'Ada', lastName: 'Lovelace', title: 'Analyst', bio: 'Notes on engines.' });
    await createProject(context.app, cookie, { title: 'Difference Engine Notes' });
    const response = await page(`/developers/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Ada Lovelace · Shipyard</title>');
    const text = visibleText(response.body);
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('Difference Engine Notes');
    expect(structuredData(response.body)[0]).toMatchObject({ '@type': 'Person', name: 'Ada Lovelace', jobTitle: 'Analyst' });
    expect((await page('/developers/not-a-real-id')).statusCode).toBe(404);
  });

  it('the landing page, Discover with filters in the address, the directory and search come rendered', async () => {
    const { cookie } = await member(context, { firstName: 'Grace', lastName: 'Hopper' });
    await createProject(context.app, cookie, { title: 'Compiler Garden', categories: ['indie-games'] });
    await createProject(context.app, cookie, { title: 'Web Thing', categories: ['frontend-development'] });
    expect(visibleText((await page('/')).body)).toContain('Show the world what you ship');
    // The feed below the trending strip (which shows every category).
    const games = visibleText((await page('/discover?category=indie-games')).body).split('All Projects')[1] ?? '';
    expect(games).toContain('Compiler Garden');
    expect(games).not.toContain('Web Thing');
    expect(visibleText((await page('/discover?q=compiler')).body)).toContain('Compiler Garden');
    expect(visibleText((await page('/developers')).body)).toContain('Grace Hopper');
    expect(visibleText((await page('/search?q=garden')).body)).toContain('Compiler Garden');
  });

  it("the landing page tells visitors nothing of the operator's setup, even while no admin exists", async () => {
    expect((await context.app.inject({ url: '/api/setup/status' })).json()).toEqual({ needsAdmin: true });
    const html = (await page('/')).body;
    expect(visibleText(html)).toContain('Show the world what you ship');
    for (const words of ['no administrator', 'grant-admin', 'setup link', 'server log']) expect(html, words).not.toContain(words);
  });

  it('signed-in pages and one-time links arrive as the bare app: nothing rendered, no API call made for them', async () => {
    const { cookie } = await member(context, { firstName: 'Private', lastName: 'Person' });
    for (const url of ['/settings', '/messages', '/verify-email?token=abc', '/reset-password?token=abc', '/login']) {
      const response = await page(url, cookie);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    }
  });

  it('a signed-in visitor gets their own page; a visitor never gets it from the cache', async () => {
    const { cookie } = await member(context, { firstName: 'Signed', lastName: 'Insider' });
    const mine = await page('/developers', cookie);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.body).toContain('Signed Insider');
    expect(mine.body).toMatch(/aria-label="[^"]*Signed Insider|>SI</);
    const visitor = await page('/developers');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.body).not.toMatch(/aria-label="[^"]*Signed Insider/);
    expect(visibleText(visitor.body)).toContain('Sign In');
  });

  it("a visitor's page comes from the cache for a while; a signed-in reader's and a project's never do", async () => {
    const { cookie } = await member(context);
    const project = await createProject(context.app, cookie, { title: 'Cached Kettle', categories: ['machine-learning'] });
    const url = '/discover?category=machine-learning';
    expect(visibleText((await page(url)).body)).toContain('Cached Kettle');
    expect(visibleText((await page(`/projects/${project.slug}`)).body)).toContain('Cached Kettle');
    // Changed behind the API's back: no write request empties the cache.
    await context.deps.database.db.update(projects).set({ title: 'Renamed Kettle' }).where(eq(projects.id, project.id));
    expect(visibleText((await page(url)).body)).toContain('Cached Kettle');
    expect(visibleText((await page(url, cookie)).body)).toContain('Renamed Kettle');
    // A project page counts a view with the call that makes it: every visitor's page makes it.
    expect(visibleText((await page(`/projects/${project.slug}`)).body)).toContain('Renamed Kettle');
  });

  it("a visitor's cached page goes out compressed once: br or gzip as asked, its ETag, and 304 on revalidation", async () => {
    const url = '/developers?cached=encoding';
    const plain = await page(url);
    const asked = (encoding: string, headers: Record<string, string> = {}) =>
      context.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': encoding, ...headers } });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    // One validator for the page whatever its encoding: the hash of the plain HTML.
    expect(br.headers.etag).toBe(etagOf(plain.body));
    expect(gzip.headers.etag).toBe(br.headers.etag);
    expect(plain.headers.etag).toBe(br.headers.etag);
    const revalidated = await asked('br', { 'if-none-match': String(br.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it("a visitor's cached page is replaced as soon as anything is written", async () => {
    const { cookie } = await member(context);
    const first = await page('/discover?category=code-editors-ides');
    expect(visibleText(first.body)).not.toContain('Fresh Hammer');
    await createProject(context.app, cookie, { title: 'Fresh Hammer', categories: ['code-editors-ides'] });
    expect(visibleText((await page('/discover?category=code-editors-ides')).body)).toContain('Fresh Hammer');
  });
});

describe("the inline scripts: the theme before the first paint, the page's scripts after it", () => {
  it('are allowed by the CSP by their hashes, and nothing else inline is', async () => {
    const response = await page('/');
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
    expect(inline).toHaveLength(2);
    expect(inline[0]).toContain("localStorage.getItem('vite-ui-theme')");
    expect(inline[1]).toContain(`document.getElementById('${PAGE_SCRIPTS_ELEMENT_ID}')`);
    const hashes = inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const scriptSources = String(response.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
    expect(scriptSources).toBe(`'self' ${hashes.join(' ')}`);
  });
});

describe('the signed-in hint cookie (decision 0017)', () => {
  const hint = (setCookies: string[]) => setCookies.find((line) => line.startsWith('shipyard_signed_in='));
  const setCookies = (header: string | string[] | undefined) => (header === undefined ? [] : Array.isArray(header) ? header : [header]);

  it('is set readable with the session at sign-in and cleared at sign-out', async () => {
    const user = await createUser(context);
    const login = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    const set = hint(setCookies(login.headers['set-cookie']));
    expect(set).toMatch(/^shipyard_signed_in=1;/);
    expect(set).not.toMatch(/HttpOnly/i);
    const session = login.cookies.find((cookie) => cookie.name === 'shipyard_session');
    const cookie = `shipyard_session=${session?.value}; shipyard_signed_in=1`;
    const logout = await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, origin: 'http://localhost:3000' } });
    expect(hint(setCookies(logout.headers['set-cookie']))).toMatch(/^shipyard_signed_in=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('comes back for a session that lacks it, and goes when there is no session', async () => {
    const { cookie } = await member(context);
    const restored = await context.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(hint(setCookies(restored.headers['set-cookie']))).toMatch(/^shipyard_signed_in=1;/);
    const orphan = await context.app.inject({ url: '/api/auth/user', headers: { cookie: 'shipyard_signed_in=1' } });
    expect(orphan.statusCode).toBe(401);
    expect(hint(setCookies(orphan.headers['set-cookie']))).toMatch(/^shipyard_signed_in=;/);
  });
});
