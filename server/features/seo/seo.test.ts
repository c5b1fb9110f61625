import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';

const context = useTestApp();

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

describe('/robots.txt', () => {
  it('is a robots file: public pages open, the API and personal pages closed, the sitemap named', async () => {
    const response = await context.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin', '/settings', '/messages', '/create-project', '/edit-project/', '/profile', '/showcase', '/verify-email', '/reset-password']) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // Public pages stay reachable: no rule is a prefix of them.
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const page of ['/', '/discover', '/developers', '/developers/abc', '/projects/some-slug', '/search?q=x']) {
      expect(disallowed.some((prefix) => page.startsWith(prefix)), page).toBe(false);
    }
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body).not.toContain('<');
  });

  it('feed.xml speaks the reader language: its own title, description and <language>, never the projects', async () => {
    const { cookie } = await member(context);
    await createProject(context.app, cookie, { title: 'Sprachfeed Project', categories: ['machine-learning'] });
    const english = (await context.app.inject({ url: '/feed.xml' })).body;
    expect(english).toContain('<title>Shipyard: new projects</title>');
    expect(english).toContain('<description>The newest projects developers have published on Shipyard.</description>');
    expect(english).toContain('<language>en</language>');
    const response = await context.app.inject({ url: '/feed.xml', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(response.headers.vary).toMatch(/Accept-Language/);
    const german = response.body;
    expect(german).toContain('<title>Shipyard: neue Projekte</title>');
    expect(german).toContain('<description>Die neuesten Projekte, die Entwickler auf Shipyard veröffentlicht haben.</description>');
    expect(german).toContain('<language>de</language>');
    expect(german).toContain('<link>http://localhost:3000/?lang=de</link>');
    expect(german).toContain('<atom:link href="http://localhost:3000/feed.xml?lang=de" rel="self"');
    expect(german).toContain('<title>Sprachfeed Project</title>');
    const japanese = (await context.app.inject({ url: '/feed.xml?lang=ja' })).body;
    expect(japanese).toContain('<title>Shipyard：新着プロジェクト</title>');
    expect(japanese).toContain('<language>ja</language>');
    // Category names are the site's words, not the author's: the interface's own in the language.
    expect(english).toContain('<category>Machine Learning</category>');
    expect(japanese).toContain('<category>機械学習</category>');
  });
});
