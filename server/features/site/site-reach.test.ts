import { describe, expect, inject, it } from 'vitest';
import { uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { createProject, member, multipart, png } from '../../test/projects';
import { send } from '../moderation/test-support';

// The real production build, so pages are rendered on the server as in production.
const context = useTestApp({ webRoot: inject('webBuildDir') });

const renamed = { name: 'Harbour & Co', tagline: 'Ship it together', description: 'Where the harbour crew shows its work.', accentColor: '#2563eb', contactEmail: 'crew@harbour.example' };

async function html(url: string) {
  const response = await context.app.inject({ url, headers: { accept: 'text/html' } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

async function rename(cookie: string) {
  const answer = await send(context, 'PUT', '/api/admin/site', cookie, renamed);
  expect(answer.statusCode, answer.body).toBe(200);
}

async function uploadLogo(cookie: string): Promise<string> {
  const form = await multipart(await png(300, 200, '#f97316'), 'logo.png', 'image/png');
  const answer = await context.app.inject({ method: 'POST', url: '/api/admin/site/logo', headers: { ...form.headers, cookie }, payload: form.payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().site.logoUrl as string;
}

describe("the community's name and logo reach everything at once (issue 14)", () => {
  it('a fresh install looks as before: Shipyard, the built-in icon, no footer of pages', async () => {
    expect((await send(context, 'GET', '/api/site')).json()).toMatchObject({ name: 'Shipyard', logoUrl: null, pages: [] });
    const page = await html('/developers');
    expect(page).toContain('<title>Developers · Shipyard</title>');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(page).not.toContain('site-accent');
    expect(page).not.toContain('aria-label="Site"');
  });

  it('the API, page titles, Open Graph tags, RSS, sitemap, manifest and the next e-mail', async () => {
    const { cookie: adminCookie } = await member(context, { role: 'admin' });
    const author = await member(context, { firstName: 'Ada' });
    const project = await createProject(context.app, author.cookie, { title: 'Tide Tables' });
    // Read once before the change: whatever is cached must not outlive it.
    expect(await html('/developers')).toContain('· Shipyard</title>');
    expect((await send(context, 'GET', '/feed.xml')).body).toContain('<title>Shipyard: new projects</title>');

    await rename(adminCookie);
    const logoUrl = await uploadLogo(adminCookie);
    expect(logoUrl).toMatch(/^\/uploads\/.+\.png$/);
    const logo = await context.app.inject({ url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');

    expect((await send(context, 'GET', '/api/site')).json()).toMatchObject({ name: 'Harbour & Co', tagline: 'Ship it together', logoUrl, accentColor: '#2563eb' });

    const developers = await html('/developers');
    expect(developers).toContain('<title>Developers · Harbour &#38; Co</title>');
    expect(developers).toContain('<style id="site-accent">:root,.dark{--primary:#2563eb;');
    // The navbar as the server rendered it: the logo and the name.
    expect(developers).toContain(`src="${logoUrl}"`);
    expect(developers).toContain('Harbour &amp; Co</span>');
    // A page the browser renders (not on the server) carries the name too.
    expect(await html('/settings')).toContain('<title>Harbour &#38; Co</title>');

    const projectPage = await html(`/projects/${project.slug}`);
    expect(projectPage).toContain('<title>Tide Tables · Harbour &#38; Co</title>');
    expect(projectPage).toContain('<meta property="og:site_name" content="Harbour &#38; Co" />');
    expect(projectPage).toContain(`<meta property="og:image" content="http://localhost:3000${logoUrl}" />`);
    expect(projectPage).toMatch(/"@type":"ListItem","position":1,"name":"Harbour & Co"/);

    const rss = (await send(context, 'GET', '/feed.xml')).body;
    expect(rss).toContain('<title>Harbour &#38; Co: new projects</title>');
    expect(rss).toContain('The newest projects developers have published on Harbour &#38; Co.');
    expect(rss).toContain(`<image><url>http://localhost:3000${logoUrl}</url>`);

    const manifest = (await send(context, 'GET', '/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Harbour & Co', theme_color: '#2563eb', description: 'Ship it together' });

    // The next e-mail: a password reset asked for by a member.
    const person = await member(context, { email: uniqueEmail('reset') });
    await send(context, 'POST', '/api/auth/forgot-password', null, { email: person.user.email });
    const mail = await context.mail.waitFor(person.user.email, 'password');
    expect(mail.subject).toBe('Reset your Harbour & Co password');
    expect(mail.text).toContain('— Harbour & Co');
    expect(mail.html).toContain('— Harbour &#38; Co</p>');
    expect(mail.html).not.toContain('Shipyard');
  });

  it('the favicon replaces the built-in icon on every page, and removing it brings the icon back', async () => {
    const { cookie } = await member(context, { role: 'admin' });
    const form = await multipart(await png(256, 256), 'icon.png', 'image/png');
    const answer = await context.app.inject({ method: 'POST', url: '/api/admin/site/favicon', headers: { ...form.headers, cookie }, payload: form.payload });
    const faviconUrl = answer.json().site.faviconUrl as string;
    expect(await html('/search')).toContain(`<link rel="icon" type="image/png" href="${faviconUrl}" />`);
    expect((await send(context, 'GET', '/manifest.webmanifest')).json().icons).toEqual([{ src: faviconUrl, sizes: '64x64', type: 'image/png' }]);
    expect((await send(context, 'DELETE', '/api/admin/site/favicon', cookie)).statusCode).toBe(200);
    expect(await html('/search')).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    // The file itself is gone with the record.
    expect((await context.app.inject({ url: faviconUrl })).statusCode).toBe(404);
  });

  it("the operator's pages are server-rendered, safe, in the footer and the sitemap once written", async () => {
    const { cookie } = await member(context, { role: 'admin' });
    await rename(cookie);
    // React writes a comment between adjacent text parts.
    expect((await html('/privacy')).replaceAll('<!-- -->', '')).toContain('Harbour &amp; Co has not published its privacy policy yet.');
    expect(await html('/privacy')).toContain('<meta name="robots" content="noindex" />');
    const hostile =
      '# Our rules\n\nBe kind. [Contact](mailto:crew@harbour.example)\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n![y](data:image/svg+xml;base64,PHN2Zz4=)';
    expect((await send(context, 'PUT', '/api/admin/site/pages/code-of-conduct', cookie, { markdown: hostile })).statusCode).toBe(200);
    const page = await html('/code-of-conduct');
    expect(page).toContain('<title>Code of conduct · Harbour &#38; Co</title>');
    expect(page).toContain('<h2>Our rules</h2>');
    expect(page).toContain('<a href="mailto:crew@harbour.example" rel="noopener noreferrer">Contact</a>');
    const root = page.slice(page.indexOf('<div id="root">'), page.indexOf('<script type="application/json" id="shipyard-page-state"'));
    // Raw HTML and bad links are shown as text; no tag of the page carries any of it.
    expect(root).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const tags = [...root.matchAll(/<[a-z][^>]*>/gi)].map((match) => match[0]);
    expect(tags.filter((tag) => /^<script|javascript:|\son[a-z]+=|data:/i.test(tag))).toEqual([]);
    // The footer links the written page, and only it.
    expect(page).toContain('href="/code-of-conduct"');
    expect(page).not.toContain('href="/privacy"');
    const sitemap = (await send(context, 'GET', '/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/code-of-conduct</loc>');
    expect(sitemap).not.toContain('/privacy');
    // Emptied again: off the footer and the sitemap.
    await send(context, 'PUT', '/api/admin/site/pages/code-of-conduct', cookie, { markdown: '' });
    expect((await send(context, 'GET', '/api/site')).json().pages).toEqual([]);
  });
});
