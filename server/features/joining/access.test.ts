import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { invitations, type UserRow } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { ROLE_FIELDS, ROLES, type Role } from '../../test/roles';
import { call, newcomer, OPEN, registerWith, setJoining } from './test-support';

/**
 * Every joining endpoint (decision 0024) × visitor, member, moderator, admin, suspended, banned:
 * moderators review registrations and see every invitation, the settings are admins'.
 */
const context = useTestApp();
afterEach(() => setJoining(context));


const staffOnly = { visitor: 401, member: 403, moderator: 200, admin: 200, suspended: 403, banned: 403 };
const adminOnly = { ...staffOnly, moderator: 403 };

/** The expected status per role, and what each call needs made first. */
interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  expected: Record<Role, number>;
  url: (made: Made) => string;
  payload?: unknown;
}
interface Made {
  ownInvitationId: string;
  pendingId: string;
  code: string;
}

const CASES: Case[] = [
  { method: 'GET', route: '/api/joining', expected: { visitor: 200, member: 200, moderator: 200, admin: 200, suspended: 200, banned: 200 }, url: () => '/api/joining' },
  {
    method: 'GET',
    route: '/api/invitations/check/{code}',
    expected: { visitor: 200, member: 200, moderator: 200, admin: 200, suspended: 200, banned: 200 },
    url: (made) => `/api/invitations/check/${made.code}`,
  },
  { method: 'GET', route: '/api/invitations', expected: { visitor: 401, member: 200, moderator: 200, admin: 200, suspended: 200, banned: 200 }, url: () => '/api/invitations' },
  {
    method: 'POST',
    route: '/api/invitations',
    expected: { visitor: 401, member: 201, moderator: 201, admin: 201, suspended: 403, banned: 403 },
    url: () => '/api/invitations',
    payload: { maxUses: 1 },
  },
  {
    method: 'DELETE',
    route: '/api/invitations/{id}',
    // Revoking one's own link protects the person: a suspension allows it, a ban does not.
    expected: { visitor: 401, member: 200, moderator: 200, admin: 200, suspended: 200, banned: 403 },
    url: (made) => `/api/invitations/${made.ownInvitationId}`,
  },
  { method: 'GET', route: '/api/admin/joining/settings', expected: adminOnly, url: () => '/api/admin/joining/settings' },
  { method: 'PUT', route: '/api/admin/joining/settings', expected: adminOnly, url: () => '/api/admin/joining/settings', payload: { ...OPEN, membersMayInvite: true } },
  { method: 'GET', route: '/api/admin/joining/pending', expected: staffOnly, url: () => '/api/admin/joining/pending' },
  { method: 'POST', route: '/api/admin/joining/pending/{userId}/approve', expected: staffOnly, url: (made) => `/api/admin/joining/pending/${made.pendingId}/approve` },
  {
    method: 'POST',
    route: '/api/admin/joining/pending/{userId}/reject',
    expected: staffOnly,
    url: (made) => `/api/admin/joining/pending/${made.pendingId}/reject`,
    payload: { reason: 'Not this time' },
  },
  { method: 'GET', route: '/api/admin/joining/invitations', expected: staffOnly, url: () => '/api/admin/joining/invitations' },
];

/** The joining routes the app really has, as OpenAPI lists them. */
function registeredJoiningRoutes(): string[] {
  const spec = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([path]) => ['/api/joining', '/api/invitations', '/api/admin/joining'].some((prefix) => path.startsWith(prefix)))
    .flatMap(([path, methods]) => Object.keys(methods).filter((method) => method !== 'head').map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

async function person(role: Role): Promise<{ user: UserRow | null; cookie: string | null }> {
  if (role === 'visitor') return { user: null, cookie: null };
  return member(context, ROLE_FIELDS[role]());
}

/** Fresh things for one call: an invitation of the caller's, a pending registration, a code. */
async function make(owner: UserRow | null): Promise<Made> {
  const { db } = context.deps.database;
  const admin = await member(context, { role: 'admin' });
  const ownInvitationId = randomUUID();
  const code = randomUUID();
  await db.insert(invitations).values([
    { id: ownInvitationId, code: `own-${code}`, createdBy: owner?.id ?? admin.user.id, maxUses: 1, expiresAt: new Date(Date.now() + 86_400_000) },
    { id: randomUUID(), code, createdBy: admin.user.id, maxUses: 1, expiresAt: new Date(Date.now() + 86_400_000) },
  ]);
  await setJoining(context, { mode: 'approval', membersMayInvite: true });
  const payload = newcomer();
  expect((await registerWith(context, payload)).statusCode).toBe(201);
  const pending = (await call(context, 'GET', '/api/admin/joining/pending', admin.cookie)).json() as { id: string; email: string }[];
  const pendingId = pending.find((item) => item.email === payload.email)?.id ?? '';
  return { ownInvitationId, pendingId, code };
}

describe('who may call the joining endpoints', () => {
  it('covers every registered joining route', () => {
    expect(registeredJoiningRoutes()).toEqual([...new Set(CASES.map((item) => `${item.method} ${item.route}`))].sort());
  });

  for (const item of CASES) {
    it(`${item.method} ${item.route}`, async () => {
      for (const role of ROLES) {
        const { user, cookie } = await person(role);
        const made = await make(user);
        const answer = await call(context, item.method, item.url(made), cookie, item.payload);
        expect(answer.statusCode, `${role}: ${answer.body}`).toBe(item.expected[role]);
        if (answer.statusCode === 401) expect(answer.json().message).toBe('Unauthorized');
        if ((item.expected === staffOnly || item.expected === adminOnly) && answer.statusCode === 403) {
          expect(answer.json().message).toBe(MODERATION_MESSAGES.adminOnly);
          // An empty or broken body changes nothing: the role is checked first.
          if (item.method !== 'GET') expect((await call(context, item.method, item.url(made), cookie, {})).statusCode).toBe(403);
        }
      }
    });
  }
});

describe('bad input to the staff endpoints', () => {
  it('answers a clear 4xx, never a 500', async () => {
    const { cookie } = await member(context, { role: 'admin' });
    const notPending = 'No registration with this id is waiting for review.';
    for (const url of ['/api/admin/joining/pending/nobody/approve', '/api/admin/joining/pending/nobody/reject']) {
      const answer = await call(context, 'POST', url, cookie, {});
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message).toBe(notPending);
    }
    const { user: established } = await member(context);
    expect((await call(context, 'POST', `/api/admin/joining/pending/${established.id}/approve`, cookie)).statusCode).toBe(404);
    const longReason = await call(context, 'POST', '/api/admin/joining/pending/nobody/reject', cookie, { reason: 'x'.repeat(1001) });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json().message).toContain('at most 1000 characters');
    expect((await call(context, 'PUT', '/api/admin/joining/settings', cookie, {})).statusCode).toBe(400);
    expect((await call(context, 'GET', `/api/invitations/check/${'x'.repeat(101)}`, null)).statusCode).toBe(400);
  });
});
