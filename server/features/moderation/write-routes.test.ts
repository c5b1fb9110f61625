import { beforeAll, describe, expect, it } from 'vitest';
import { writeJoiningSettings } from '../../core/joining/settings-repository';
import type { UserRow } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, member, validProject } from '../../test/projects';
import { bannedFields, DAY_MS, send, suspendedFields } from './test-support';

/**
 * Decision 7, enforced by the one status gate (core/people/policy.ts, applied by core/people/guards.ts), checked against every write route the
 * app has — read from its OpenAPI document, so a route added later is covered (and must be
 * classified here if it is meant to stay open to sanctioned accounts).
 */
const context = useTestApp();
// Members may make invitation links here, so POST /api/invitations answers an active member with
// its work rather than "only the staff can make invitations" (decision 0024).
beforeAll(() =>
  writeJoiningSettings(context.deps.database.db, {
    mode: 'open',
    joinQuestion: null,
    membersMayInvite: true,
    memberInviteQuota: 1000,
    allowedDomains: [],
    blockedDomains: [],
    requireTerms: false,
  }),
);

/** Open to every signed-in account, banned ones included (or not about an account at all). */
const OPEN_TO_ALL: Record<string, string> = {
  'POST /api/auth/register': 'visitor call',
  'POST /api/auth/login': 'a banned person signs in to see the banner',
  'POST /api/auth/logout': 'leaving is always allowed',
  'POST /api/auth/resend-verification': 'visitor call',
  'POST /api/auth/forgot-password': 'visitor call',
  'POST /api/auth/reset-password': 'visitor call',
  'DELETE /api/auth/sessions': 'signing out other devices protects the person',
  'DELETE /api/auth/sessions/{id}': 'signing out a device protects the person',
  'DELETE /api/auth/delete-account': 'decision 7: a banned person may delete the account',
  'POST /api/auth/change-password': 'account security',
  'POST /api/notifications/read-all': 'reading',
  'POST /api/notifications/{id}/read': 'reading',
  'POST /api/notifications/unsubscribe': 'a token link from an e-mail, no session',
  'DELETE /api/conversations/{id}': "removes one's own copy only",
  'POST /api/appeals': 'decision 0023: the sanctioned person answers the sanction, banned ones too',
  'POST /api/setup/claim': 'decision 0023: the first-start link; it refuses once an admin exists',
  'POST /api/auth/login/second-factor': 'decision 0025: the second step of signing in, like the login itself',
  'POST /api/auth/login/passkey-options': 'decision 0025: the second step of signing in',
  'POST /api/auth/passkey/options': 'decision 0025: signing in with a passkey, like the login itself',
  'POST /api/auth/passkey/sign-in': 'decision 0025: signing in with a passkey, like the login itself',
  'POST /api/auth/two-factor/setup': 'decision 0025: securing the account, like changing the password',
  'POST /api/auth/two-factor/enable': 'decision 0025: securing the account',
  'POST /api/auth/two-factor/disable': 'decision 0025: securing the account',
  'POST /api/auth/two-factor/recovery-codes': 'decision 0025: securing the account',
  'POST /api/auth/passkeys/options': 'decision 0025: securing the account',
  'POST /api/auth/passkeys': 'decision 0025: securing the account',
  'PATCH /api/auth/passkeys/{id}': 'decision 0025: securing the account',
  'DELETE /api/auth/passkeys/{id}': 'decision 0025: securing the account',
  'POST /api/auth/providers/{id}/start': 'decision 0026: signing in at a provider, like the login itself (or linking one: securing the account)',
  'POST /api/auth/providers/{id}/callback': 'decision 0026: signing in at a provider, like the login itself',
  'DELETE /api/auth/linked-accounts/{id}': 'decision 0026: how the account signs in, like its passkeys',
  'POST /api/auth/link-offer/confirm': 'decision 0026: how the account signs in',
  'DELETE /api/auth/link-offer': 'decision 0026: dismissing an offer changes nothing',
  'POST /api/auth/confirm': 'decision 0039: proving the password or a code again, like signing in (a banned person deletes the account after it)',
};

/** Decision 7: what protects the person stays open while suspended; a ban still refuses it. */
const SUSPENDED_MAY: Record<string, string> = {
  'POST /api/users/{id}/block': 'block',
  'DELETE /api/users/{id}/block': 'unblock',
  'POST /api/users/{id}/report': 'report',
  'DELETE /api/users/{id}/follow': 'withdrawing a follow takes nothing from anyone',
  'POST /api/auth/change-email': 'settings',
  'PUT /api/settings': 'decision 7: suspended accounts change settings; banned ones may not',
  'DELETE /api/invitations/{id}': "revoking one's own invitation link takes nothing from anyone (decision 0024)",
};

/** The spec's writes that must be refused to both sanctions; the list below must contain them all. */
const MUST_BE_GUARDED = [
  'POST /api/projects',
  'PUT /api/projects/{id}',
  'DELETE /api/projects/{id}',
  'PATCH /api/projects/{id}/preview',
  'POST /api/projects/{id}/media',
  'DELETE /api/projects/{id}/media/{mediaId}',
  'POST /api/upload',
  'POST /api/upload-avatar',
  'POST /api/projects/{id}/like',
  'POST /api/projects/{id}/comments',
  'POST /api/users/{id}/follow',
  'PUT /api/users/profile',
  'POST /api/conversations',
  'POST /api/conversations/{id}/messages',
  // Issue 16: collections of saved projects.
  'POST /api/collections',
  'PATCH /api/collections/{id}',
  'DELETE /api/collections/{id}',
  'PUT /api/collections/{id}/items/{projectId}',
  'DELETE /api/collections/{id}/items/{projectId}',
];

function writeRoutes(): string[] {
  const spec = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Calls the route with made-up ids and an empty body: the guard must answer before either is looked at. */
async function callAs(route: string, fields: Partial<UserRow>) {
  const [method, path] = route.split(' ') as [Method, string];
  const { cookie } = await member(context, fields);
  const url = path.replace(/\{[^}]+\}/g, 'no-such-id');
  return send(context, method, url, cookie, method === 'DELETE' ? undefined : {});
}

const sanctionOf = (response: { statusCode: number; json(): { accountStatus?: string } }) =>
  response.statusCode === 403 ? (response.json().accountStatus ?? 'other 403') : null;

describe('sanctions on every write route (decision 7)', () => {
  it('finds the write routes of every feature', () => {
    const routes = writeRoutes();
    for (const route of MUST_BE_GUARDED) expect(routes, route).toContain(route);
  });

  it('refuses suspended and banned accounts everywhere but the calls that stay open', async () => {
    const seen: string[] = [];
    for (const route of writeRoutes()) {
      const open = route in OPEN_TO_ALL;
      const suspendedMay = open || route in SUSPENDED_MAY;
      const active = await callAs(route, {});
      expect(sanctionOf(active), `${route} as an active account`).toBeNull();
      const warned = await callAs(route, { status: 'warned', warningCount: 2 });
      expect(sanctionOf(warned), `${route} as a warned account`).toBeNull();
      const lapsed = await callAs(route, { status: 'suspended', suspendedUntil: new Date(Date.now() - DAY_MS) });
      expect(sanctionOf(lapsed), `${route} after the suspension ended`).toBeNull();
      const suspended = await callAs(route, suspendedFields());
      expect(sanctionOf(suspended), `${route} as a suspended account`).toBe(suspendedMay ? null : 'suspended');
      const banned = await callAs(route, bannedFields());
      expect(sanctionOf(banned), `${route} as a banned account`).toBe(open ? null : 'banned');
      if (!suspendedMay) {
        expect(suspended.json().message).toMatch(/^Your account is suspended\. You cannot do this until .+\.$/);
        expect(banned.json().message).toBe('Your account has been banned.');
      }
      seen.push(route);
    }
    expect(seen.length).toBeGreaterThanOrEqual(MUST_BE_GUARDED.length + Object.keys(SUSPENDED_MAY).length);
    // Five accounts per write route, and there are many routes: more than the default 20 s on a busy machine.
  }, 120_000);

  it('lets a suspended person report and block for real, and a banned one neither', async () => {
    const suspended = await member(context, suspendedFields());
    const banned = await member(context, bannedFields());
    const { user: other } = await member(context);
    const report = await send(context, 'POST', `/api/users/${other.id}/report`, suspended.cookie, { reason: 'harassment', description: 'Threats' });
    expect(report.statusCode).toBe(201);
    expect((await send(context, 'POST', `/api/users/${other.id}/block`, suspended.cookie)).statusCode).toBe(200);
    expect((await send(context, 'POST', `/api/users/${other.id}/report`, banned.cookie, { reason: 'spam' })).statusCode).toBe(403);
    expect((await send(context, 'POST', `/api/users/${other.id}/block`, banned.cookie)).statusCode).toBe(403);
  });

  it('lets a suspended or banned person still read, sign out, and change settings', async () => {
    for (const fields of [suspendedFields(), bannedFields()]) {
      const person = await member(context, fields);
      expect((await send(context, 'GET', '/api/auth/user', person.cookie)).statusCode).toBe(200);
      expect((await send(context, 'GET', '/api/conversations', person.cookie)).statusCode).toBe(200);
      expect((await send(context, 'GET', '/api/auth/export-data', person.cookie)).statusCode).toBe(200);
      expect((await send(context, 'POST', '/api/auth/logout', person.cookie)).statusCode).toBe(200);
    }
  });

  it('lets an account act again once its suspension has passed, with no job', async () => {
    const lapsed = await member(context, { status: 'suspended', suspendedUntil: new Date(Date.now() - 1000) });
    expect((await send(context, 'POST', '/api/projects', lapsed.cookie, validProject())).statusCode).toBe(201);
    const project = await createProject(context.app, lapsed.cookie, { title: 'Second' });
    expect((await send(context, 'POST', `/api/projects/${project.id}/like`, lapsed.cookie)).statusCode).toBe(200);
  });
});
