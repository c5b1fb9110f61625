import { describe, expect, it } from 'vitest';
import { member } from '../../test/projects';
import { ROLE_FIELDS, ROLES, type Role } from '../../test/roles';
import { CookieJar, PROVIDER_ID, providerPerson, send, signInWithProvider, useProviderApp } from './test-support';

/**
 * Every endpoint of sign-in with a provider (decision 0026) × visitor, member, moderator, admin,
 * suspended, banned. Securing an account is open to every status, like a change of password, so
 * banned and suspended people may link and unlink too (decision 7).
 */
const context = useProviderApp();

const everyone = { visitor: 200, member: 200, moderator: 200, admin: 200, suspended: 200, banned: 200 };
const signedIn = { ...everyone, visitor: 401 };

interface Case {
  method: 'GET' | 'POST' | 'DELETE';
  route: string;
  url: string;
  payload?: unknown;
  expected: Record<Role, number>;
  /** Prepares the person's account for the call (a linked provider to unlink). */
  before?: (jar: CookieJar) => Promise<void>;
}

const linkOne = async (jar: CookieJar) => {
  expect((await signInWithProvider(context, jar, providerPerson(context).id, { intent: 'link' })).statusCode).toBe(200);
};

const CASES: Case[] = [
  { method: 'GET', route: '/api/auth/providers', url: '/api/auth/providers', expected: everyone },
  { method: 'POST', route: '/api/auth/providers/{id}/start', url: `/api/auth/providers/${PROVIDER_ID}/start`, payload: {}, expected: everyone },
  { method: 'POST', route: '/api/auth/providers/{id}/start', url: `/api/auth/providers/${PROVIDER_ID}/start`, payload: { intent: 'link' }, expected: signedIn },
  // Without a flow started in this browser, nobody gets past the state check.
  {
    method: 'POST',
    route: '/api/auth/providers/{id}/callback',
    url: `/api/auth/providers/${PROVIDER_ID}/callback`,
    payload: { query: '?code=x&state=y' },
    expected: { visitor: 400, member: 400, moderator: 400, admin: 400, suspended: 400, banned: 400 },
  },
  { method: 'GET', route: '/api/auth/linked-accounts', url: '/api/auth/linked-accounts', expected: signedIn },
  { method: 'DELETE', route: '/api/auth/linked-accounts/{id}', url: `/api/auth/linked-accounts/${PROVIDER_ID}`, expected: signedIn, before: linkOne },
  {
    method: 'DELETE',
    route: '/api/auth/linked-accounts/{id}',
    url: `/api/auth/linked-accounts/${PROVIDER_ID}`,
    expected: { visitor: 401, member: 404, moderator: 404, admin: 404, suspended: 404, banned: 404 },
  },
  // No offer waits for them: a clear 400 for every account.
  {
    method: 'POST',
    route: '/api/auth/link-offer/confirm',
    url: '/api/auth/link-offer/confirm',
    expected: { visitor: 401, member: 400, moderator: 400, admin: 400, suspended: 400, banned: 400 },
  },
  { method: 'DELETE', route: '/api/auth/link-offer', url: '/api/auth/link-offer', expected: signedIn },
];

function registeredRoutes(): string[] {
  const spec = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([path]) => ['/api/auth/providers', '/api/auth/linked-accounts', '/api/auth/link-offer'].some((prefix) => path.startsWith(prefix)))
    .flatMap(([path, methods]) => Object.keys(methods).filter((method) => method !== 'head').map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe('who may call the sign-in provider endpoints', () => {
  it('covers every registered route', () => {
    expect(registeredRoutes()).toEqual([...new Set(CASES.map((item) => `${item.method} ${item.route}`))].sort());
  });

  for (const item of CASES) {
    it(`${item.method} ${item.route} ${item.payload ? JSON.stringify(item.payload) : ''}${item.before ? ' (linked)' : ''}`, async () => {
      for (const role of ROLES) {
        const jar = new CookieJar(role === 'visitor' ? null : (await member(context, ROLE_FIELDS[role]())).cookie);
        if (item.before && role !== 'visitor') await item.before(jar);
        const answer = await send(context, jar, item.method, item.url, item.payload);
        expect(answer.statusCode, `${role}: ${answer.body}`).toBe(item.expected[role]);
        if (answer.statusCode === 401) expect(answer.json().message).toBe('Unauthorized');
      }
    });
  }

  it('answers bad input with a clear 400', async () => {
    const jar = new CookieJar((await member(context)).cookie);
    const badIntent = await send(context, jar, 'POST', `/api/auth/providers/${PROVIDER_ID}/start`, { intent: 'steal' });
    expect(badIntent.statusCode).toBe(400);
    expect(badIntent.json().message).toContain("Intent must be 'sign-in' or 'link'");
    const noQuery = await send(context, jar, 'POST', `/api/auth/providers/${PROVIDER_ID}/callback`, {});
    expect(noQuery.statusCode).toBe(400);
    const unknown = await send(context, jar, 'POST', '/api/auth/providers/nope/callback', { query: '?state=x' });
    expect(unknown.statusCode).toBe(404);
  });
});
