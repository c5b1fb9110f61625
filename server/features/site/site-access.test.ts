import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { DEFAULT_SITE } from '../../../common/site-constants';
import type { UserRow } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member, multipart, png } from '../../test/projects';
import { bannedFields, send, suspendedFields } from '../moderation/test-support';

const context = useTestApp();

const settings = { name: 'Harbour', tagline: 'Ship it', description: 'Where we show our work.', accentColor: '#2563eb', contactEmail: 'team@harbour.example' };

/** Every /api/admin/site call with a body valid for it, so only the role decides the answer. */
async function adminCalls() {
  const logo = await multipart(await png(120, 120), 'logo.png', 'image/png');
  return [
    { method: 'GET', url: '/api/admin/site' },
    { method: 'PUT', url: '/api/admin/site', payload: settings },
    { method: 'PUT', url: '/api/admin/site/pages/about', payload: { markdown: '# About us' } },
    { method: 'POST', url: '/api/admin/site/logo', payload: logo.payload, headers: logo.headers },
    { method: 'DELETE', url: '/api/admin/site/logo' },
  ] as const;
}

function call(entry: Awaited<ReturnType<typeof adminCalls>>[number], cookie: string | null) {
  const headers = { ...('headers' in entry ? entry.headers : {}), ...(cookie ? { cookie } : {}) };
  return context.app.inject({ method: entry.method, url: entry.url, headers, ...('payload' in entry ? { payload: entry.payload } : {}) });
}

function adminSiteRoutes(): string[] {
  const spec = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/admin/site'))
    .flatMap(([path, methods]) => Object.keys(methods).filter((method) => method !== 'head').map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

const admin = () => member(context, { role: 'admin' });

describe('the Site tab is for admins only (issue 14)', () => {
  it('every admin site route is in the list below', () => {
    expect(adminSiteRoutes()).toEqual(
      ['DELETE /api/admin/site/{kind}', 'GET /api/admin/site/', 'POST /api/admin/site/{kind}', 'PUT /api/admin/site/', 'PUT /api/admin/site/pages/{slug}'].sort(),
    );
  });

  const refused: [string, Partial<UserRow>][] = [
    ['a member', {}],
    // Moderators handle people, not the site (decision 0023).
    ['a moderator', { role: 'moderator' }],
    ['an unverified account', { emailVerified: false }],
    ['a suspended member', suspendedFields()],
    ['a banned member', bannedFields()],
  ];

  it('answers 401 to a visitor and 403 to every non-admin, and changes nothing', async () => {
    for (const entry of await adminCalls()) {
      const visitor = await call(entry, null);
      expect(visitor.statusCode, `${entry.method} ${entry.url} as a visitor`).toBe(401);
      for (const [label, fields] of refused) {
        const { cookie } = await member(context, fields);
        const answer = await call(entry, cookie);
        expect(answer.statusCode, `${entry.method} ${entry.url} as ${label}`).toBe(403);
        expect(answer.json().message).toBe(MODERATION_MESSAGES.adminOnly);
      }
    }
    const site = (await send(context, 'GET', '/api/site')).json();
    expect(site).toEqual(DEFAULT_SITE);
  });

  it('lets an admin make every call', async () => {
    const { cookie } = await admin();
    for (const entry of await adminCalls()) {
      const answer = await call(entry, cookie);
      expect(answer.statusCode, `${entry.method} ${entry.url}: ${answer.body}`).toBe(200);
    }
  });

  it('lets everyone read the public site and its pages, signed in or not, sanctioned or not', async () => {
    const people = [null, ...(await Promise.all([{}, suspendedFields(), bannedFields(), { role: 'moderator' as const }, { role: 'admin' as const }].map((fields) => member(context, fields))))];
    for (const person of people) {
      for (const url of ['/api/site', '/api/site/pages/about', '/api/site/pages/terms']) {
        const answer = await send(context, 'GET', url, person?.cookie ?? null);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control']).toBe('public, no-cache');
        expect(answer.headers.etag).toBeTruthy();
      }
    }
  });
});

describe('bad input gets a 4xx that names the problem, never a 500', () => {
  it.each([
    [{ ...settings, name: '' }, 'Please give the community a name.'],
    [{ ...settings, name: 'x'.repeat(61) }, 'The name can be at most 60 characters.'],
    [{ ...settings, name: 'Bad\u0007name' }, 'The name must be a single line of text without control characters'],
    [{ ...settings, accentColor: 'red' }, 'The accent colour must be a hex colour such as #4f46e5.'],
    [{ ...settings, accentColor: '#fde047' }, 'White button text on #fde047 has a contrast of 1.'],
    [{ ...settings, accentColor: '#1e1b4b' }, "#1e1b4b on the dark theme's background has a contrast of"],
    [{ ...settings, contactEmail: 'not an address' }, 'The contact address must be a valid e-mail address, or empty.'],
    [{ ...settings, tagline: 42 }, 'The tagline can be at most 120 characters.'],
    [{ name: 'Only a name' }, ''],
  ])('PUT /api/admin/site %j', async (body, message) => {
    const { cookie } = await admin();
    const answer = await send(context, 'PUT', '/api/admin/site', cookie, body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().message).toContain(message);
  });

  it('refuses an unknown page, a page too long, and a page that is not text', async () => {
    const { cookie } = await admin();
    const unknown = await send(context, 'PUT', '/api/admin/site/pages/secrets', cookie, { markdown: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('This page does not exist.');
    expect((await send(context, 'GET', '/api/site/pages/secrets')).statusCode).toBe(400);
    const long = await send(context, 'PUT', '/api/admin/site/pages/terms', cookie, { markdown: 'x'.repeat(50_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('A page can be at most 50,000 characters of Markdown.');
    const notText = await send(context, 'PUT', '/api/admin/site/pages/terms', cookie, { markdown: ['x'] });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toContain('The page must be Markdown text.');
  });

  it('refuses an image kind it does not know, a body that is not multipart, SVG, HTML and an empty file', async () => {
    const { cookie } = await admin();
    const wrongKind = await multipart(await png(), 'a.png', 'image/png');
    const answer = await context.app.inject({ method: 'POST', url: '/api/admin/site/banner', headers: { ...wrongKind.headers, cookie }, payload: wrongKind.payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('The image must be "logo" or "favicon".');
    const json = await send(context, 'POST', '/api/admin/site/logo', cookie, { file: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the file as multipart/form-data in a field named "file".');
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), 'a.svg', 415, 'SVG images are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.'],
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.html', 415, 'HTML files are not accepted. Please upload a JPEG, PNG, WebP, GIF or AVIF image.'],
      [Buffer.alloc(0), 'empty.png', 400, 'The file is empty.'],
    ];
    for (const [bytes, name, status, message] of cases) {
      const form = await multipart(bytes, name, 'image/png');
      const refused = await context.app.inject({ method: 'POST', url: '/api/admin/site/favicon', headers: { ...form.headers, cookie }, payload: form.payload });
      expect(refused.statusCode, name).toBe(status);
      expect(refused.json().message).toBe(message);
    }
    expect((await send(context, 'GET', '/api/site')).json().faviconUrl).toBeNull();
  });
});
