import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passkeys, type UserRow } from '../../db/schema';
import { createUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { ROLE_FIELDS, ROLES, type Role } from '../../test/roles';
import { call, enableTotp, freshCode, passwordStep } from './test-support';

/**
 * Every two-factor and passkey endpoint × visitor, member, moderator, admin, suspended, banned.
 * Securing one's account is open to every signed-in status, like changing the password (decision
 * 7); the sign-in calls are a visitor's.
 */
const context = useTestApp();


const signedIn = (status: number) => ({ visitor: 401, member: status, moderator: status, admin: status, suspended: status, banned: status });
const everyone = (status: number) => ({ ...signedIn(status), visitor: status });

interface Caller {
  user: UserRow | null;
  cookie: string | null;
}
interface Case {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  route: string;
  expected: Record<Role, number>;
  /** Makes what the call needs (for the caller, when signed in) and gives its URL and body. */
  prepare: (caller: Caller) => Promise<{ url: string; payload?: unknown }>;
}

async function ownPasskey(caller: Caller): Promise<string> {
  const id = randomUUID();
  const owner = caller.user ?? (await createUser(context));
  await context.deps.database.db.insert(passkeys).values({ id, userId: owner.id, name: 'Laptop', publicKey: 'AAAA' });
  return id;
}

async function withTotp(caller: Caller) {
  if (!caller.user || !caller.cookie) return { code: '123456' };
  const { secret } = await enableTotp(context, caller.user.id, caller.cookie);
  return { code: await freshCode(context, caller.user.id, secret) };
}

/** A pending sign-in of some two-factor account, and its code. */
async function pendingOfSomeone() {
  const someone = await member(context);
  const { secret } = await enableTotp(context, someone.user.id, someone.cookie);
  const pendingSignIn = await passwordStep(context, someone.user.email);
  return { pendingSignIn, code: await freshCode(context, someone.user.id, secret) };
}

const CASES: Case[] = [
  { method: 'GET', route: '/api/auth/two-factor', expected: signedIn(200), prepare: async () => ({ url: '/api/auth/two-factor' }) },
  { method: 'POST', route: '/api/auth/two-factor/setup', expected: signedIn(200), prepare: async () => ({ url: '/api/auth/two-factor/setup' }) },
  {
    method: 'POST',
    route: '/api/auth/two-factor/enable',
    expected: signedIn(200),
    prepare: async (caller) => {
      if (!caller.user || !caller.cookie) return { url: '/api/auth/two-factor/enable', payload: { code: '123456' } };
      const { secret } = (await call(context, 'POST', '/api/auth/two-factor/setup', caller.cookie)).json();
      return { url: '/api/auth/two-factor/enable', payload: { code: await freshCode(context, caller.user.id, secret) } };
    },
  },
  { method: 'POST', route: '/api/auth/two-factor/disable', expected: signedIn(200), prepare: async (caller) => ({ url: '/api/auth/two-factor/disable', payload: await withTotp(caller) }) },
  {
    method: 'POST',
    route: '/api/auth/two-factor/recovery-codes',
    expected: signedIn(200),
    prepare: async (caller) => ({ url: '/api/auth/two-factor/recovery-codes', payload: await withTotp(caller) }),
  },
  { method: 'POST', route: '/api/auth/login/second-factor', expected: everyone(200), prepare: async () => ({ url: '/api/auth/login/second-factor', payload: await pendingOfSomeone() }) },
  {
    method: 'POST',
    route: '/api/auth/login/passkey-options',
    // The account of the pending sign-in has no passkey: the same 400 for everyone.
    expected: everyone(400),
    prepare: async () => ({ url: '/api/auth/login/passkey-options', payload: { pendingSignIn: (await pendingOfSomeone()).pendingSignIn } }),
  },
  { method: 'POST', route: '/api/auth/passkey/options', expected: everyone(200), prepare: async () => ({ url: '/api/auth/passkey/options' }) },
  {
    method: 'POST',
    route: '/api/auth/passkey/sign-in',
    // No ceremony cookie: refused the same way for everyone (the ceremony is tested in passkeys.test.ts).
    expected: everyone(400),
    prepare: async () => ({ url: '/api/auth/passkey/sign-in', payload: { response: { id: 'x' } } }),
  },
  { method: 'GET', route: '/api/auth/passkeys', expected: signedIn(200), prepare: async () => ({ url: '/api/auth/passkeys' }) },
  { method: 'POST', route: '/api/auth/passkeys/options', expected: signedIn(200), prepare: async () => ({ url: '/api/auth/passkeys/options' }) },
  {
    method: 'POST',
    route: '/api/auth/passkeys',
    expected: signedIn(400),
    prepare: async () => ({ url: '/api/auth/passkeys', payload: { name: 'Laptop', response: { id: 'x' } } }),
  },
  {
    method: 'PATCH',
    route: '/api/auth/passkeys/{id}',
    expected: signedIn(200),
    prepare: async (caller) => ({ url: `/api/auth/passkeys/${await ownPasskey(caller)}`, payload: { name: 'Work laptop' } }),
  },
  { method: 'DELETE', route: '/api/auth/passkeys/{id}', expected: signedIn(200), prepare: async (caller) => ({ url: `/api/auth/passkeys/${await ownPasskey(caller)}` }) },
];

function registeredRoutes(): string[] {
  const spec = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([path]) => ['/api/auth/two-factor', '/api/auth/passkey', '/api/auth/login/'].some((prefix) => path.startsWith(prefix)))
    .flatMap(([path, methods]) => Object.keys(methods).filter((method) => method !== 'head').map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

describe('who may call the two-factor and passkey endpoints', () => {
  it('covers every registered route', () => {
    expect(registeredRoutes()).toEqual(CASES.map((item) => `${item.method} ${item.route}`).sort());
  });

  for (const item of CASES) {
    it(`${item.method} ${item.route}`, async () => {
      for (const role of ROLES) {
        const caller: Caller = role === 'visitor' ? { user: null, cookie: null } : await member(context, ROLE_FIELDS[role]());
        const { url, payload } = await item.prepare(caller);
        const answer = await call(context, item.method, url, caller.cookie, payload);
        expect(answer.statusCode, `${role}: ${answer.body}`).toBe(item.expected[role]);
        if (answer.statusCode === 401) expect(answer.json().message).toBe('Unauthorized');
      }
    });
  }

  it("another person's passkey is a 404, and stays", async () => {
    const owner = await member(context);
    const id = await ownPasskey(owner);
    const stranger = await member(context);
    expect((await call(context, 'PATCH', `/api/auth/passkeys/${id}`, stranger.cookie, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(context, 'DELETE', `/api/auth/passkeys/${id}`, stranger.cookie)).statusCode).toBe(404);
    const list = (await call(context, 'GET', '/api/auth/passkeys', owner.cookie)).json();
    expect(list).toEqual([expect.objectContaining({ id, name: 'Laptop' })]);
  });
});
