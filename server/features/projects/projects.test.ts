import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { projectCategories, projects, users } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, member, validProject } from '../../test/projects';
import { refreshListed } from '../../core/projects/project-repository';

const context = useTestApp();
const inject = (options: InjectOptions) => context.app.inject(options);

function post(cookie: string | null, payload: Record<string, unknown>) {
  return inject({ method: 'POST', url: '/api/projects', headers: cookie ? { cookie } : {}, payload });
}

function put(cookie: string | null, id: string, payload: Record<string, unknown>) {
  return inject({ method: 'PUT', url: `/api/projects/${id}`, headers: cookie ? { cookie } : {}, payload });
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  inject({ url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe('POST /api/projects', () => {
  it('creates a published project from trimmed, cleaned input', async () => {
    const { cookie } = await member(context);
    const response = await post(cookie, {
      ...validProject({ title: '  Trimmed Title  ' }),
      description: '   ',
      githubUrl: '',
      technologies: [' React ', 'react', '', 'Go'],
      tags: ['cli', ' CLI '],
    });
    expect(response.statusCode).toBe(201);
    const { id, slug } = response.json();
    expect(slug).toBe('trimmed-title');
    const detail = (await get(`/api/projects/${id}`, cookie)).json();
    expect(detail).toMatchObject({
      title: 'Trimmed Title',
      description: null,
      githubUrl: null,
      technologies: ['React', 'Go'],
      tags: ['cli'],
      published: true,
      featured: false,
      likesCount: 0,
      _count: { likes: 0, comments: 0 },
      media: [],
      previewMedia: null,
    });
  });

  it.each([
    ['title', { title: '   ' }, 'Project title is required'],
    ['title', { title: undefined }, 'Project title is required'],
    ['categories', { categories: [] }, 'Please select at least one category'],
    ['categories', { categories: ['ios', 'android', 'graphql', 'defi'] }, 'Please select no more than 3 categories'],
  ])('refuses a bad %s with the spec message', async (field, change, message) => {
    const { cookie } = await member(context);
    const response = await post(cookie, validProject(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ field, message });
    expect(response.json().message).toBe(message);
  });

  it('makes unique slugs, also under concurrent creates and for non-Latin titles', async () => {
    const { cookie } = await member(context);
    const first = await createProject(context.app, cookie, { title: 'Unique Thing' });
    const second = await createProject(context.app, cookie, { title: 'Unique Thing!' });
    expect([first.slug, second.slug]).toEqual(['unique-thing', 'unique-thing-2']);
    const racing = await Promise.all(Array.from({ length: 4 }, () => createProject(context.app, cookie, { title: 'Race' })));
    expect(new Set(racing.map((project) => project.slug)).size).toBe(4);
    const cjk = await createProject(context.app, cookie, { title: '我的应用' });
    const cyrillic = await createProject(context.app, cookie, { title: 'Привет' });
    expect(cjk.slug).toMatch(/^project(-\d+)?$/);
    expect(cyrillic.slug).not.toBe(cjk.slug);
  });

  it('needs a signed-in account in good standing', async () => {
    expect((await post(null, validProject())).statusCode).toBe(401);
    // Sign-in is checked before the body, so a visitor never learns about field rules.
    const anonymousInvalid = await post(null, { title: '' });
    expect(anonymousInvalid.statusCode).toBe(401);
    expect(anonymousInvalid.json().message).toBe('Unauthorized');
    const suspended = await member(context, { status: 'suspended', suspendedUntil: new Date(Date.now() + 3 * 86_400_000) });
    const refused = await post(suspended.cookie, validProject());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your account is suspended\. You cannot do this until .+\.$/);
    const banned = await member(context, { status: 'banned', bannedAt: new Date() });
    const bannedAnswer = await post(banned.cookie, validProject());
    expect(bannedAnswer.statusCode).toBe(403);
    expect(bannedAnswer.json().message).toBe('Your account has been banned.');
  });
});

describe('PUT /api/projects/:id', () => {
  it('renames without changing the slug (decision 11)', async () => {
    const { cookie } = await member(context);
    const { id, slug } = await createProject(context.app, cookie, { title: 'Before Rename' });
    const response = await put(cookie, id, { title: 'After Rename', category: 'web', description: 'new words' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, slug, title: 'After Rename', description: 'new words' });
    expect((await get(`/api/projects/slug/${slug}`)).json().title).toBe('After Rename');
  });

  it.each([
    ['title', { title: ' ', category: 'web' }, 'Project title is required'],
    ['category', { title: 'Fine' }, 'Please select a category'],
    ['category', { title: 'Fine', category: '' }, 'Please select a category'],
  ])('refuses a bad %s with the spec message', async (field, payload, message) => {
    const { cookie } = await member(context);
    const { id } = await createProject(context.app, cookie);
    const response = await put(cookie, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ field, message });
  });

  it('keeps lists and flags that are not sent, and stores empty texts as null', async () => {
    const { cookie } = await member(context);
    const { id } = await createProject(context.app, cookie, { tags: ['cli'], featured: true, githubUrl: 'https://github.com/a/b' });
    const response = await put(cookie, id, { title: 'Edited', category: 'web', githubUrl: '  ', liveUrl: 'https://example.com' });
    expect(response.json()).toMatchObject({
      tags: ['cli'],
      technologies: ['React', 'TypeScript', 'Vite'],
      featured: true,
      published: true,
      githubUrl: null,
      liveUrl: 'https://example.com',
    });
    const bad = await put(cookie, id, { title: 'Edited', category: 'web', liveUrl: 'not a link' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('liveUrl');
  });

  it('maps a group to categories and keeps the feed rows in step', async () => {
    const { cookie } = await member(context);
    const { id } = await createProject(context.app, cookie, { categories: ['full-stack', 'ios'] });
    expect((await put(cookie, id, { title: 'Grouped', category: 'web' })).json().categories).toEqual(['full-stack']);
    expect((await put(cookie, id, { title: 'Grouped', category: 'ai' })).json().categories).toEqual(['artificial-intelligence']);
    const rows = await context.deps.database.db.select().from(projectCategories).where(eq(projectCategories.projectId, id));
    expect(rows.map((row) => row.category).sort()).toEqual(['*', 'ai', 'artificial-intelligence']);
    expect((await put(cookie, id, { title: 'Grouped', categories: ['graphql', 'defi'] })).json().categories).toEqual(['graphql', 'defi']);
  });

  it('unpublishing takes the project out of every public view', async () => {
    const { cookie } = await member(context);
    const { id, slug } = await createProject(context.app, cookie, { title: 'Soon a draft', categories: ['robotics'] });
    await put(cookie, id, { title: 'Soon a draft', category: 'robotics', published: false });
    expect((await get(`/api/projects/slug/${slug}`)).statusCode).toBe(404);
    expect((await get('/api/projects?category=iot')).json().map((item: { id: string }) => item.id)).not.toContain(id);
  });
});

describe('who may see and change a project', () => {
  it('keeps drafts private: 404 for visitors and other users, visible to the owner and admins', async () => {
    const owner = await member(context);
    const other = await member(context);
    const admin = await member(context, { role: 'admin' });
    const { id, slug } = await createProject(context.app, owner.cookie, { title: 'Secret Draft', published: false });
    for (const url of [`/api/projects/${id}`, `/api/projects/slug/${slug}`, `/api/projects/${id}/media`, `/api/projects/${id}/comments`]) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, other.cookie)).statusCode, url).toBe(404);
      expect((await get(url, owner.cookie)).statusCode, url).toBe(200);
      expect((await get(url, admin.cookie)).statusCode, url).toBe(200);
    }
    expect((await get(`/api/projects/${id}`)).json()).toEqual({ message: 'Project not found', code: 'not_found' });
  });

  it('non-owners get 403 on a visible project and 404 on one they cannot see', async () => {
    const owner = await member(context);
    const other = await member(context);
    const admin = await member(context, { role: 'admin' });
    const visible = await createProject(context.app, owner.cookie);
    const draft = await createProject(context.app, owner.cookie, { published: false });
    const calls = (id: string) => [
      { method: 'PUT' as const, url: `/api/projects/${id}`, payload: { title: 'Taken over', category: 'web' } },
      { method: 'DELETE' as const, url: `/api/projects/${id}` },
      { method: 'PATCH' as const, url: `/api/projects/${id}/preview`, payload: { previewMediaId: 'anything' } },
      { method: 'POST' as const, url: `/api/projects/${id}/media`, payload: { type: 'image', url: '/uploads/00/x.png', order: 0 } },
      { method: 'DELETE' as const, url: `/api/projects/${id}/media/some-media` },
    ];
    for (const call of calls(visible.id)) {
      const response = await inject({ ...call, headers: { cookie: other.cookie } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().message).toBe('You can only edit your own projects');
      expect((await inject({ ...call, headers: { cookie: admin.cookie } })).statusCode).toBe(403);
      expect((await inject(call)).statusCode).toBe(401);
    }
    for (const call of calls(draft.id)) {
      expect((await inject({ ...call, headers: { cookie: other.cookie } })).statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await get(`/api/projects/${visible.id}`)).json().title).toBe('My App');
  });

  it('hides hidden projects and those of banned authors from everyone but the owner and admins', async () => {
    const owner = await member(context);
    const admin = await member(context, { role: 'admin' });
    const { id } = await createProject(context.app, owner.cookie, { title: 'Moderated' });
    const { db } = context.deps.database;
    await db.update(projects).set({ hiddenAt: new Date(), hiddenReason: 'spam' }).where(eq(projects.id, id));
    await refreshListed(db, { projectId: id });
    expect((await get(`/api/projects/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/projects/${id}`, admin.cookie)).json().hidden).toBe(true);
    expect((await get(`/api/projects/${id}`, owner.cookie)).statusCode).toBe(200);

    const author = await member(context);
    const other = await createProject(context.app, author.cookie, { title: 'Author to be banned' });
    await db.update(users).set({ status: 'banned', bannedAt: new Date() }).where(eq(users.id, author.user.id));
    await refreshListed(db, { userId: author.user.id });
    expect((await get(`/api/projects/${other.id}`)).statusCode).toBe(404);
    expect((await get('/api/projects?limit=100')).json().map((item: { id: string }) => item.id)).not.toContain(other.id);
  });

  it('answers 404 JSON, never 500, for ids that do not exist or make no sense', async () => {
    for (const id of ['does-not-exist', '00000000-0000-0000-0000-000000000000', 'x'.repeat(190), '%E2%9C%93', "1'%20or%20'1'='1"]) {
      for (const url of [`/api/projects/${id}`, `/api/projects/slug/${id}`, `/api/projects/${id}/comments`, `/api/projects/${id}/media`]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type']).toMatch(/application\/json/);
      }
    }
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes the project for its owner', async () => {
    const { cookie } = await member(context);
    const { id } = await createProject(context.app, cookie);
    const response = await inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: { cookie } });
    expect(response.json()).toEqual({ message: 'Project deleted successfully' });
    expect((await get(`/api/projects/${id}`, cookie)).statusCode).toBe(404);
  });
});
