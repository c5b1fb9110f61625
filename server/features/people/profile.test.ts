import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects, type UserRow } from '../../db/schema';
import { createSignedInUser, createUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { banned, call, DAY_MS, insertMedia, insertProject, suspended } from './test-support';

const context = useTestApp();

const links: Partial<UserRow> = {
  website: 'example.dev',
  publicEmail: 'hello@example.dev',
  github: 'octo',
  twitter: '@octo',
  stackoverflow: '12345/octo',
  itchio: 'octo-games',
};

/** Viewers other than the person, each as a Cookie header (the person is tested on its own). */
async function viewers() {
  const user = await createSignedInUser(context);
  const suspendedUser = await createSignedInUser(context, suspended());
  const admin = await createSignedInUser(context, { role: 'admin' });
  return { user: user.cookie, suspended: suspendedUser.cookie, admin: admin.cookie };
}

async function developer(id: string, cookie?: string) {
  return call(context, 'GET', `/api/users/${id}`, cookie);
}

describe('GET /api/users/:id', () => {
  it('answers the public profile with counts and never the private account fields', async () => {
    const person = await createUser(context, { title: 'Engineer', bio: 'Builds things', location: 'Oslo', skills: ['Go', 'Rust'] });
    const listed = await insertProject(context, person.id, { likesCount: 3 });
    await insertProject(context, person.id, { likesCount: 4 });
    await insertProject(context, person.id, { likesCount: 100, published: false, listed: false });
    await insertMedia(context, listed.id, 0);
    const response = await developer(person.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: person.id,
      firstName: 'Test',
      title: 'Engineer',
      bio: 'Builds things',
      location: 'Oslo',
      skills: ['Go', 'Rust'],
      status: 'active',
      projectCount: 2,
      likesReceived: 7,
      followersCount: 0,
      followingCount: 0,
    });
    for (const secret of ['email', 'passwordHash', 'banReason', 'bannedAt', 'role', 'warningCount', 'emailVerified']) {
      expect(body).not.toHaveProperty(secret);
    }
  });

  it('answers 404 "Developer not found" for an unknown id', async () => {
    const response = await developer('no-such-person');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Developer not found');
  });

  it('builds each link URL by the spec rules', async () => {
    const person = await createUser(context, {
      ...links,
      linkedin: 'https://www.linkedin.com/in/octo-cat',
      youtube: 'octotube',
      medium: '@octo',
      steam: 'octosteam',
      devto: 'octo',
      facebook: 'octo.fb',
      gitlab: 'octo-lab',
      twitch: 'octolive',
    });
    const { cookie } = await createSignedInUser(context);
    const body = (await developer(person.id, cookie)).json();
    const urls = Object.fromEntries(body.socialLinks.map((link: { type: string; url: string }) => [link.type, link.url]));
    expect(urls).toEqual({
      publicEmail: 'mailto:hello@example.dev',
      website: 'https://example.dev',
      linkedin: 'https://www.linkedin.com/in/octo-cat',
      facebook: 'https://www.facebook.com/octo.fb',
      github: 'https://github.com/octo',
      twitter: 'https://x.com/octo',
      gitlab: 'https://gitlab.com/octo-lab',
      stackoverflow: 'https://stackoverflow.com/users/12345/octo',
      youtube: 'https://www.youtube.com/@octotube',
      twitch: 'https://www.twitch.tv/octolive',
      steam: 'https://steamcommunity.com/id/octosteam',
      itchio: 'https://octo-games.itch.io',
      devto: 'https://dev.to/octo',
      medium: 'https://medium.com/@octo',
    });
    expect(body.socialLinks[0]).toEqual({
      id: 'publicEmail',
      type: 'publicEmail',
      value: 'hello@example.dev',
      label: 'Public email',
      url: 'mailto:hello@example.dev',
    });
  });

  describe('website and public e-mail: only for a signed-in viewer who is not suspended', () => {
    it.each([
      ['a visitor', 'visitor', false],
      ['a signed-in user', 'user', true],
      ['a suspended user', 'suspended', false],
      ['an admin', 'admin', true],
    ] as const)('%s', async (_label, role, sees) => {
      const person = await createUser(context, links);
      const cookies = await viewers();
      const cookie = role === 'visitor' ? undefined : cookies[role];
      const body = (await developer(person.id, cookie)).json();
      expect(body.website).toBe(sees ? 'example.dev' : null);
      expect(body.publicEmail).toBe(sees ? 'hello@example.dev' : null);
      const types = body.socialLinks.map((link: { type: string }) => link.type);
      expect(types.includes('website')).toBe(sees);
      expect(types.includes('publicEmail')).toBe(sees);
      // The handles are not contact details: everyone sees them.
      expect(types).toEqual(expect.arrayContaining(['github', 'twitter', 'stackoverflow', 'itchio']));
    });

    it('the person themselves, even while suspended', async () => {
      const { user: person, cookie } = await createSignedInUser(context, { ...links, ...suspended() });
      const body = (await developer(person.id, cookie)).json();
      expect(body.website).toBe('example.dev');
      expect(body.publicEmail).toBe('hello@example.dev');
      expect(body.status).toBe('suspended');
    });
  });

  describe('social links of a suspended person are hidden', () => {
    it.each([
      ['a visitor', 'visitor', false],
      ['a signed-in user', 'user', false],
      ['a suspended user', 'suspended', false],
      ['an admin', 'admin', true],
    ] as const)('from %s', async (_label, role, sees) => {
      const person = await createUser(context, { ...links, ...suspended() });
      const cookies = await viewers();
      const cookie = role === 'visitor' ? undefined : cookies[role];
      const body = (await developer(person.id, cookie)).json();
      expect(body.status).toBe('suspended');
      expect(body.socialLinks.length > 0).toBe(sees);
    });

    it('but not once the suspension has ended', async () => {
      const person = await createUser(context, { ...links, status: 'suspended', suspendedUntil: new Date(Date.now() - DAY_MS) });
      const body = (await developer(person.id)).json();
      expect(body.status).toBe('active');
      expect(body.socialLinks.map((link: { type: string }) => link.type)).toContain('github');
    });
  });

  describe('a banned person', () => {
    it.each([
      ['a visitor', 'visitor', 404],
      ['a signed-in user', 'user', 404],
      ['a suspended user', 'suspended', 404],
      ['an admin', 'admin', 200],
    ] as const)('is %s → %i', async (_label, role, status) => {
      const person = await createUser(context, banned());
      const cookies = await viewers();
      const cookie = role === 'visitor' ? undefined : cookies[role];
      const response = await developer(person.id, cookie);
      expect(response.statusCode).toBe(status);
      if (status === 404) expect(response.json().message).toBe('Developer not found');
      expect(response.body).not.toContain('Spam everywhere');
      const projects = await call(context, 'GET', `/api/users/${person.id}/projects`, cookie);
      expect(projects.statusCode).toBe(status);
    });

    it('still sees their own page, without the ban reason', async () => {
      const { user: person, cookie } = await createSignedInUser(context, banned());
      const response = await developer(person.id, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('banned');
      expect(response.body).not.toContain('Spam everywhere');
    });
  });
});

describe('GET /api/users/:id/projects', () => {
  it('lists listed projects newest first with a preview and the author; the owner also sees drafts', async () => {
    const { user: person, cookie } = await createSignedInUser(context, { firstName: 'Pia', lastName: 'Lind' });
    const older = await insertProject(context, person.id, { title: 'Older', createdAt: new Date(Date.now() - DAY_MS) });
    const newer = await insertProject(context, person.id, { title: 'Newer' });
    const draft = await insertProject(context, person.id, { title: 'Draft', published: false, listed: false });
    await insertProject(context, person.id, { title: 'Hidden', hiddenAt: new Date(), listed: false });
    await insertMedia(context, older.id, 2);
    const first = await insertMedia(context, older.id, 1);
    const video = await insertMedia(context, newer.id, 5, 'video');
    const chosen = await insertMedia(context, newer.id, 9);
    await context.deps.database.db.update(projects).set({ previewMediaId: chosen }).where(eq(projects.id, newer.id));

    const visitor = await call(context, 'GET', `/api/users/${person.id}/projects`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['x-total-count']).toBe('2');
    const items = visitor.json();
    expect(items.map((item: { title: string }) => item.title)).toEqual(['Newer', 'Older']);
    expect(items[0].previewMedia.id).toBe(chosen);
    expect(items[1].previewMedia.id).toBe(first);
    expect(items[0].user).toEqual({ id: person.id, firstName: 'Pia', lastName: 'Lind', profileImageUrl: null, title: null, staffRole: null });
    expect(items[0]._count).toEqual({ likes: 0, comments: 0 });
    expect(video).not.toBe(items[0].previewMedia.id);

    const own = await call(context, 'GET', `/api/users/${person.id}/projects`, cookie);
    expect(own.json().map((item: { title: string }) => item.title)).toEqual(['Hidden', 'Draft', 'Newer', 'Older']);
    expect(own.json().find((item: { id: string }) => item.id === draft.id).published).toBe(false);

    const { cookie: adminCookie } = await createSignedInUser(context, { role: 'admin' });
    const admin = await call(context, 'GET', `/api/users/${person.id}/projects`, adminCookie);
    expect(admin.json().map((item: { title: string }) => item.title)).toEqual(['Hidden', 'Newer', 'Older']);
  });

  it('pages with limit and offset', async () => {
    const person = await createUser(context);
    for (let index = 0; index < 3; index += 1) {
      await insertProject(context, person.id, { title: `P${index}`, createdAt: new Date(Date.now() - index * 1000) });
    }
    const page = await call(context, 'GET', `/api/users/${person.id}/projects?limit=2&offset=2`);
    expect(page.json().map((item: { title: string }) => item.title)).toEqual(['P2']);
    expect(page.headers['x-total-count']).toBe('3');
    const past = await call(context, 'GET', `/api/users/${person.id}/projects?limit=2&offset=10`);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
  });

  it('answers 404 for an unknown developer', async () => {
    const response = await call(context, 'GET', '/api/users/nobody/projects');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Developer not found');
  });
});
