import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema';
import { createUser, signIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { banned, call, insertProject, suspended } from './test-support';

const context = useTestApp();
const people: Record<string, UserRow> = {};

beforeAll(async () => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  people.john = await createUser(context, {
    firstName: 'John',
    lastName: 'Smith',
    title: 'Backend developer',
    skills: ['Python', 'Django'],
    createdAt: at(50),
  });
  people.johanna = await createUser(context, { firstName: 'Johanna', lastName: 'Berg', skills: ['Go', 'python'], createdAt: at(40) });
  people.mary = await createUser(context, {
    firstName: 'Mary',
    lastName: 'Jones',
    title: 'Frontend engineer',
    bio: 'Accessible interfaces and design systems',
    skills: ['TypeScript', 'React', 'Python'],
    createdAt: at(30),
  });
  people.sam = await createUser(context, { firstName: 'Sam', lastName: 'Suspended', ...suspended(), createdAt: at(20) });
  people.outcast = await createUser(context, { firstName: 'Johnny', lastName: 'Banned', skills: ['Python', 'COBOL'], ...banned() });
  await insertProject(context, people.john.id);
  await insertProject(context, people.john.id);
  await insertProject(context, people.mary.id, { published: false, listed: false });
});

async function search(query: string) {
  const response = await call(context, 'GET', `/api/users/search${query}`);
  expect(response.statusCode).toBe(200);
  return { names: response.json().map((card: UserRow) => `${card.firstName} ${card.lastName}`), response };
}

describe('GET /api/users/search', () => {
  it("lists everyone but banned people, newest first, for '*' and for an empty query", async () => {
    for (const query of ['?q=*', '?q=', '']) {
      const { names, response } = await search(query);
      expect(names).toEqual(['Sam Suspended', 'Mary Jones', 'Johanna Berg', 'John Smith']);
      expect(response.headers['x-total-count']).toBe('4');
    }
  });

  it('answers developer cards with their counts', async () => {
    const { response } = await search('?q=John%20Smith');
    expect(response.json()[0]).toEqual({
      id: people.john?.id,
      firstName: 'John',
      lastName: 'Smith',
      profileImageUrl: null,
      title: 'Backend developer',
      location: null,
      skills: ['Python', 'Django'],
      projectCount: 2,
      followersCount: 0,
    });
  });

  it('finds by name, and by the start of a name while typing', async () => {
    expect((await search('?q=john')).names).toEqual(['John Smith']);
    expect((await search('?q=Smith')).names).toEqual(['John Smith']);
    expect((await search('?q=jo')).names.sort()).toEqual(['Johanna Berg', 'John Smith', 'Mary Jones']);
    expect((await search('?q=john%20sm')).names).toEqual(['John Smith']);
  });

  it('finds a misspelled name: "Jonh" finds John Smith first', async () => {
    const { names } = await search('?q=Jonh');
    expect(names[0]).toBe('John Smith');
    expect(names).not.toContain('Johnny Banned');
    expect((await search('?q=Johana')).names[0]).toBe('Johanna Berg');
    expect((await search('?q=Jonse')).names[0]).toBe('Mary Jones');
    expect((await search('?q=Jhon%20Smith')).names).toEqual(['John Smith']);
    expect((await search('?q=Smiht')).names).toEqual(['John Smith']);
  });

  it('finds by skill, also misspelled: "Pyhton" finds the Python people', async () => {
    expect((await search('?q=python')).names.sort()).toEqual(['Johanna Berg', 'John Smith', 'Mary Jones']);
    const { names } = await search('?q=Pyhton');
    expect(names).toEqual(expect.arrayContaining(['Johanna Berg', 'John Smith', 'Mary Jones']));
    expect(names).not.toContain('Johnny Banned');
  });

  it('finds by words of the title and the bio', async () => {
    expect((await search('?q=frontend')).names).toEqual(['Mary Jones']);
    expect((await search('?q=interface')).names).toEqual(['Mary Jones']);
  });

  it('finds nothing for nonsense, with a zero count', async () => {
    const { names, response } = await search('?q=qqqxxzz');
    expect(names).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('pages with limit and offset; limit defaults to 12 and is capped at 50', async () => {
    const { names, response } = await search('?q=*&limit=2&offset=1');
    expect(names).toEqual(['Mary Jones', 'Johanna Berg']);
    expect(response.headers['x-total-count']).toBe('4');
    expect((await search('?q=*&limit=500')).response.statusCode).toBe(200);
    const bad = await call(context, 'GET', '/api/users/search?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be at least 1');
    const long = await call(context, 'GET', `/api/users/search?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });

  it('treats search syntax as text, not as a query language', async () => {
    for (const text of ["'", '"john', 'john & | !', 'or -', '%_\\']) {
      const response = await call(context, 'GET', `/api/users/search?q=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('GET /api/users/stats', () => {
  it('counts developers, listed projects and skills (ignoring case) with the top skills', async () => {
    const response = await call(context, 'GET', '/api/users/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      activeDevelopers: 4,
      totalProjects: 2,
      uniqueSkills: 5,
      popularSkills: [
        { skill: 'Python', count: 3 },
        { skill: 'Django', count: 1 },
        { skill: 'Go', count: 1 },
        { skill: 'React', count: 1 },
        { skill: 'TypeScript', count: 1 },
      ],
    });
  });

  it('is not shadowed by GET /api/users/:id, and follows a skills change made here', async () => {
    const mary = people.mary as UserRow;
    const cookie = await signIn(context.app, mary.email);
    await call(context, 'PUT', '/api/users/profile', cookie, { skills: ['TypeScript', 'React', 'Python', 'Rust'] });
    const body = (await call(context, 'GET', '/api/users/stats')).json();
    expect(body.uniqueSkills).toBe(6);
  });
});
