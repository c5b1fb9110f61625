import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { addImage, createProject, member } from '../../test/projects';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'shipyard-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Shipyard — where developers show what they ship." />
    <title>Shipyard</title>
  </head>
  <body><div id="root"></div></body>
</html>`,
);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const context = useTestApp({ webRoot });
const page = async (url: string) => {
  const response = await context.app.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  return response.body;
};

describe('project pages for link previews', () => {
  it('fills in the title, description and image, escaping everything', async () => {
    const { cookie } = await member(context, { firstName: 'Eve', lastName: '<b>Hacker</b>' });
    const title = `"><script>alert('x')</script> $& Tool`;
    const project = await createProject(context.app, cookie, { title, description: 'Fast & <small> "quoted"' });
    const image = await addImage(context.app, cookie, project.id);
    const html = await page(`/projects/${project.slug}`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; $&#38; Tool · Shipyard</title>');
    expect(html).toContain('<meta name="description" content="Fast &#38; &#60;small&#62; &#34;quoted&#34;" />');
    expect(html).toContain(`<meta property="og:image" content="http://localhost:3000${image.url}" />`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/projects/${project.slug}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta property="article:author" content="Eve &#60;b&#62;Hacker&#60;/b&#62;" />');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/projects/${project.slug}" />`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('leaves the shell untouched for drafts, unknown slugs and other pages', async () => {
    const { cookie } = await member(context);
    const draft = await createProject(context.app, cookie, { title: 'Hidden Draft Title', published: false });
    for (const url of [`/projects/${draft.slug}`, '/projects/nothing-here', '/projects/a/b', '/developers', '/']) {
      const html = await page(url);
      expect(html, url).toContain('<title>Shipyard</title>');
      expect(html).not.toContain('Hidden Draft Title');
      expect(html).not.toContain('og:title');
    }
  });
});

describe('/sitemap.xml and /feed.xml', () => {
  it('list public projects and developer pages with APP_URL, never drafts', async () => {
    const author = await member(context);
    const hiddenAuthor = await member(context, { emailVerified: false });
    const listed = await createProject(context.app, author.cookie, { title: 'Sitemap Listed' });
    const draft = await createProject(context.app, author.cookie, { title: 'Sitemap Draft', published: false });
    const response = await context.app.inject({ url: '/sitemap.xml' });
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain(`<loc>http://localhost:3000/projects/${listed.slug}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/developers/${author.user.id}</loc>`);
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain(hiddenAuthor.user.id);
  });

  it('feed.xml is RSS 2.0 of the newest listed projects', async () => {
    const { cookie } = await member(context, { firstName: 'Rss', lastName: 'Writer' });
    const project = await createProject(context.app, cookie, { title: 'Feed & Friends', description: 'In the <feed>' });
    const draft = await createProject(context.app, cookie, { title: 'Feed Draft', published: false });
    const response = await context.app.inject({ url: '/feed.xml' });
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toContain('<rss version="2.0"');
    const firstItem = xml.slice(xml.indexOf('<item>'), xml.indexOf('</item>'));
    expect(firstItem).toContain('<title>Feed &#38; Friends</title>');
    expect(firstItem).toContain(`<link>http://localhost:3000/projects/${project.slug}</link>`);
    expect(firstItem).toContain('<dc:creator>Rss Writer</dc:creator>');
    expect(firstItem).toContain('&#60;p&#62;In the &#38;#60;feed&#38;#62;&#60;/p&#62;');
    expect(xml).not.toContain(draft.slug);
    expect((xml.match(/<item>/g) ?? []).length).toBeLessThanOrEqual(50);
  });
});
