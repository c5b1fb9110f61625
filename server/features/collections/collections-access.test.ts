import { describe, expect, it } from 'vitest';
import { call } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { ROLE_FIELDS, ROLES, type Role } from '../../test/roles';

const context = useTestApp();
type Caller = Role | 'owner';
const CALLERS: Caller[] = [...ROLES, 'owner'];

/** A fresh owner with a public and a private collection, each holding a project, and one caller per role. */
async function fixture() {
  const author = await member(context);
  const owner = await member(context);
  const project = await createProject(context.app, author.cookie, { title: 'Shared thing' });
  const make = async (name: string, isPrivate: boolean) => {
    const answer = await call(context, 'POST', '/api/collections', owner.cookie, { name, isPrivate, projectId: project.id });
    if (answer.statusCode !== 201) throw new Error(answer.body);
    return answer.json().id as string;
  };
  const cookies: Record<Caller, string | null> = { visitor: null, owner: owner.cookie } as Record<Caller, string | null>;
  for (const role of ROLES) if (role !== 'visitor') cookies[role] = (await member(context, ROLE_FIELDS[role]())).cookie;
  return { owner, project, publicId: await make('Public picks', false), privateId: await make('Private picks', true), cookies };
}

type Expected = Record<Caller, number>;
const everyone = (status: number, overrides: Partial<Expected> = {}): Expected =>
  ({ ...Object.fromEntries(CALLERS.map((caller) => [caller, status])), ...overrides }) as Expected;
/** A write: 401 to visitors, 403 to the sanctioned (the status gate answers first), `others` to other members. */
const write = (owner: number, others: number): Expected =>
  everyone(others, { visitor: 401, suspended: 403, banned: 403, owner });

describe('collections: every endpoint for every role (issue 16)', () => {
  it('answers each caller as the rules say', async () => {
    const ids = await fixture();
    const cases: { method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'; url: string; body?: unknown; expected: Expected }[] = [
      { method: 'GET', url: '/api/collections/mine', expected: everyone(200, { visitor: 401 }) },
      { method: 'GET', url: `/api/users/${ids.owner.user.id}/collections`, expected: everyone(200) },
      { method: 'GET', url: `/api/collections/${ids.publicId}`, expected: everyone(200) },
      { method: 'GET', url: `/api/collections/${ids.publicId}/projects`, expected: everyone(200) },
      // Private: 404 (not 403) to everyone but the owner, staff included.
      { method: 'GET', url: `/api/collections/${ids.privateId}`, expected: everyone(404, { owner: 200 }) },
      { method: 'GET', url: `/api/collections/${ids.privateId}/projects`, expected: everyone(404, { owner: 200 }) },
      { method: 'POST', url: '/api/collections', body: { name: 'New list' }, expected: write(201, 201) },
      { method: 'PATCH', url: `/api/collections/${ids.publicId}`, body: { description: 'Changed' }, expected: write(200, 403) },
      { method: 'PATCH', url: `/api/collections/${ids.privateId}`, body: { description: 'Changed' }, expected: write(200, 404) },
      { method: 'PUT', url: `/api/collections/saved/items/${ids.project.id}`, expected: write(200, 200) },
      { method: 'PUT', url: `/api/collections/${ids.publicId}/items/${ids.project.id}`, expected: write(200, 403) },
      { method: 'DELETE', url: `/api/collections/${ids.publicId}/items/${ids.project.id}`, expected: write(200, 403) },
      { method: 'DELETE', url: `/api/collections/${ids.privateId}/items/${ids.project.id}`, expected: write(200, 404) },
      { method: 'DELETE', url: `/api/collections/saved/items/${ids.project.id}`, expected: write(200, 200) },
      { method: 'DELETE', url: `/api/collections/${ids.privateId}`, expected: write(200, 404) },
      { method: 'DELETE', url: `/api/collections/${ids.publicId}`, expected: write(200, 403) },
    ];
    for (const entry of cases) {
      // The owner goes last, so a delete by the owner does not change what the others are asked.
      for (const caller of CALLERS) {
        const answer = await call(context, entry.method, entry.url, ids.cookies[caller], entry.body);
        expect(answer.statusCode, `${entry.method} ${entry.url} as ${caller}: ${answer.body}`).toBe(entry.expected[caller]);
      }
    }
  });

  it('shows the owner every collection on the profile, and others only the public ones', async () => {
    const ids = await fixture();
    for (const caller of CALLERS) {
      const names = (await call(context, 'GET', `/api/users/${ids.owner.user.id}/collections`, ids.cookies[caller])).json().map((c: { name: string }) => c.name);
      expect(names, caller).toEqual(caller === 'owner' ? ['Public picks', 'Private picks'] : ['Public picks']);
    }
  });
});
