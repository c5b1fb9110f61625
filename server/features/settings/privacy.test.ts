import { describe, expect, it } from 'vitest';
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
