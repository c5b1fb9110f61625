import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectCategories, projects } from '../../db/schema';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { cookieFor, createProject, member } from '../../test/projects';
import { call } from '../people/test-support';

const context = useTestApp();

/** A person with one listed project, a distinctive name, and "public profile" off. */
async function privatePerson(lastName: string) {
  const person = await member(context, { firstName: 'Quillon', lastName });
  const project = await createProject(context.app, person.cookie, { title: `Zanzibar ${lastName}`, categories: ['graphql'] });
  const response = await call(context, 'PUT', '/api/settings', person.cookie, { publicProfile: false });
  expect(response.json().publicProfile).toBe(false);
  return { ...person, project };
}

function ids(response: { statusCode: number; body: string; json(): unknown }): string[] {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }[]).map((item) => item.id);
}

describe('publicProfile off', () => {
  it('hides the developer page and project list from visitors only', async () => {
    const person = await privatePerson('Private');
    const visitor = await call(context, 'GET', `/api/users/${person.user.id}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.json().message).toBe('Developer not found');
    expect((await call(context, 'GET', `/api/users/${person.user.id}/projects`)).statusCode).toBe(404);

    const viewer = await cookieFor(context, await createUser(context));
    expect((await call(context, 'GET', `/api/users/${person.user.id}`, viewer)).statusCode).toBe(200);
    expect(ids(await call(context, 'GET', `/api/users/${person.user.id}/projects`, viewer))).toEqual([person.project.id]);
    expect((await call(context, 'GET', `/api/users/${person.user.id}`, person.cookie)).statusCode).toBe(200);
  });

  it('leaves the person out of the directory and search for everyone', async () => {
    const person = await privatePerson('Hidden');
    const viewer = await cookieFor(context, await createUser(context));
    for (const cookie of [undefined, viewer]) {
      expect(ids(await call(context, 'GET', '/api/users/search?q=Quillon%20Hidden', cookie))).not.toContain(person.user.id);
      expect(ids(await call(context, 'GET', '/api/users/search?q=*&limit=50', cookie))).not.toContain(person.user.id);
    }
  });

  it('hides the projects from visitors in the feed, category feeds, search, project pages, sitemap and RSS', async () => {
    const person = await privatePerson('Feeds');
    const urls = ['/api/projects?limit=100', '/api/projects?category=graphql', '/api/projects?category=api', '/api/projects?search=zanzibar'];
    const viewer = await cookieFor(context, await createUser(context));
    for (const url of urls) {
      expect(ids(await call(context, 'GET', url))).not.toContain(person.project.id);
      expect(ids(await call(context, 'GET', url, viewer))).toContain(person.project.id);
    }
    const page = await call(context, 'GET', `/api/projects/slug/${person.project.slug}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().message).toBe('Project not found');
    expect((await call(context, 'GET', `/api/projects/${person.project.id}/comments`)).statusCode).toBe(404);
    expect((await call(context, 'GET', `/api/projects/slug/${person.project.slug}`, viewer)).statusCode).toBe(200);
    const sitemap = (await call(context, 'GET', '/sitemap.xml')).body;
    expect(sitemap).not.toContain(person.project.slug);
    expect(sitemap).not.toContain(person.user.id);
    expect((await call(context, 'GET', '/feed.xml')).body).not.toContain(person.project.slug);
  });

  it('shows everything again when turned back on', async () => {
    const person = await privatePerson('Again');
    await call(context, 'PUT', '/api/settings', person.cookie, { publicProfile: true });
    expect((await call(context, 'GET', `/api/users/${person.user.id}`)).statusCode).toBe(200);
    expect(ids(await call(context, 'GET', '/api/projects?limit=100'))).toContain(person.project.id);
    expect(ids(await call(context, 'GET', '/api/users/search?q=Quillon%20Again'))).toContain(person.user.id);
    expect((await call(context, 'GET', `/api/projects/slug/${person.project.slug}`)).statusCode).toBe(200);
  });

  it('counts only public profiles in the directory numbers', async () => {
    const before = (await call(context, 'GET', '/api/users/stats')).json().activeDevelopers as number;
    await privatePerson('Counted');
    const after = (await call(context, 'GET', '/api/users/stats')).json().activeDevelopers as number;
    expect(after).toBe(before);
  });
});

describe('author_private: the copy of "public profile off" that visitor feeds filter on', () => {
  const sorts = ['newest', 'trending'] as const;
  /** Every feed a visitor could page through: all projects and category/group feeds, both sorts. */
  const feeds = (categories: string[]) =>
    sorts.flatMap((sort) => [`/api/projects?sort=${sort}&limit=100`, ...categories.map((category) => `/api/projects?sort=${sort}&category=${category}&limit=100`)]);

  async function flagsOf(userId: string) {
    const { db } = context.deps.database;
    const rows = await db.select({ id: projects.id, authorPrivate: projects.authorPrivate }).from(projects).where(eq(projects.userId, userId));
    const feedRows = await db
      .select({ authorPrivate: projectCategories.authorPrivate })
      .from(projectCategories)
      .where(inArray(projectCategories.projectId, rows.map((row) => row.id)));
    return { projects: rows.map((row) => row.authorPrivate), feedRows: feedRows.map((row) => row.authorPrivate) };
  }

  it('is set on the projects and feed rows by the settings change, on create, on edit and on a like, and cleared when turned back on', async () => {
    const person = await member(context, { firstName: 'Quillon', lastName: 'Copied' });
    const fan = await member(context);
    const before = await createProject(context.app, person.cookie, { title: 'Made while public', categories: ['graphql'] });
    expect(await flagsOf(person.user.id)).toEqual({ projects: [false], feedRows: [false, false, false] });

    await call(context, 'PUT', '/api/settings', person.cookie, { publicProfile: false });
    expect(await flagsOf(person.user.id)).toEqual({ projects: [true], feedRows: [true, true, true] });

    // Created while private: copied from the settings. Edited: its feed rows are rewritten. Liked: the counts are copied.
    const after = await createProject(context.app, person.cookie, { title: 'Made while private', categories: ['ios'] });
    const edited = await call(context, 'PUT', `/api/projects/${before.id}`, person.cookie, { title: 'Moved', categories: ['machine-learning', 'wearables'] });
    expect(edited.statusCode).toBe(200);
    expect((await call(context, 'POST', `/api/projects/${after.id}/like`, fan.cookie)).statusCode).toBe(200);
    const hidden = await flagsOf(person.user.id);
    expect(hidden.projects).toEqual([true, true]);
    expect(hidden.feedRows.length).toBeGreaterThanOrEqual(5);
    expect(hidden.feedRows.every(Boolean)).toBe(true);

    const urls = feeds(['machine-learning', 'ai', 'wearables', 'iot', 'ios', 'mobile']);
    const viewer = await cookieFor(context, await createUser(context));
    for (const url of urls) {
      const seen = ids(await call(context, 'GET', url));
      expect(seen, url).not.toContain(before.id);
      expect(seen, url).not.toContain(after.id);
      const signedIn = ids(await call(context, 'GET', url, viewer));
      expect(signedIn, url).toContain(url.includes('category=ios') || url.includes('category=mobile') ? after.id : before.id);
    }

    await call(context, 'PUT', '/api/settings', person.cookie, { publicProfile: true });
    const shown = await flagsOf(person.user.id);
    expect(shown.projects).toEqual([false, false]);
    expect(shown.feedRows.some(Boolean)).toBe(false);
    for (const url of urls) {
      const seen = ids(await call(context, 'GET', url));
      expect(seen, url).toContain(url.includes('category=ios') || url.includes('category=mobile') ? after.id : before.id);
    }
    expect(ids(await call(context, 'GET', '/api/projects?limit=100'))).toEqual(expect.arrayContaining([before.id, after.id]));
  });

  it('pages a visitor feed past a private author without gaps or repeats, in both sorts', async () => {
    const open = await member(context);
    const hiddenAuthor = await member(context);
    const shown: string[] = [];
    const kept: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      shown.push((await createProject(context.app, open.cookie, { title: `Open ${index}`, categories: ['defi'] })).id);
      kept.push((await createProject(context.app, hiddenAuthor.cookie, { title: `Kept ${index}`, categories: ['defi'] })).id);
    }
    await call(context, 'PUT', '/api/settings', hiddenAuthor.cookie, { publicProfile: false });
    for (const sort of sorts) {
      const visitorPages: string[] = [];
      for (let offset = 0; offset < 12; offset += 4) {
        visitorPages.push(...ids(await call(context, 'GET', `/api/projects?category=blockchain&sort=${sort}&limit=4&offset=${offset}`)));
      }
      expect(visitorPages.sort()).toEqual([...shown].sort());
      const viewerAll = ids(await call(context, 'GET', `/api/projects?category=blockchain&sort=${sort}&limit=100`, open.cookie));
      expect(viewerAll.sort()).toEqual([...shown, ...kept].sort());
    }
  });
});
