import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { createSignedInUser, DEFAULT_PASSWORD, uniqueEmail } from '../test/factories';
import { useTestApp } from '../test/harness';
import { member, validProject } from '../test/projects';
import { linkIn } from '../test/smtp-capture';
import { stateChangingRoutes } from '../test/routes';
import { UNVERIFIED_MESSAGE } from '../core/people/guards';

/**
 * Decision 0015: a session whose address is not verified is read-only like a suspension. Every
 * state-changing route the app registers must be classified below, one way or the other: a route
 * added later fails this test until someone decides what an unverified address may do with it.
 */
const context = useTestApp();

/** Open to an unverified address, with the reason. */
const ALLOWED: Record<string, string> = {
  'POST /api/auth/register': 'visitor call',
  'POST /api/auth/login': 'visitor call; sign-in itself refuses an unverified address (decision 6)',
  'POST /api/auth/logout': 'leaving is always allowed',
  'POST /api/auth/resend-verification': 'the way out: a new link',
  'POST /api/auth/forgot-password': 'visitor call',
  'POST /api/auth/reset-password': 'visitor call; following the link verifies the address too',
  'POST /api/auth/change-email': 'mending a mistyped address',
  'POST /api/auth/change-password': 'account security',
  'DELETE /api/auth/sessions': 'signing out other devices protects the person',
  'DELETE /api/auth/sessions/:id': 'signing out a device protects the person',
  'DELETE /api/auth/delete-account': 'leaving is always allowed',
  'PUT /api/settings': 'settings',
  'POST /api/notifications/read-all': 'reading',
  'POST /api/notifications/:id/read': 'reading',
  'POST /api/notifications/unsubscribe': 'a token link from an e-mail, no session',
  'DELETE /api/conversations/:id': "removes one's own copy only",
  'POST /api/users/:id/block': 'protects the person',
  'DELETE /api/users/:id/block': 'protects the person',
  'POST /api/users/:id/report': 'protects the person',
  'DELETE /api/users/:id/follow': 'withdrawing a follow takes nothing from anyone',
  'POST /api/appeals': 'decision 0023: answering a sanction shows others nothing',
  'POST /api/auth/providers/:id/start': 'decision 0026: signing in at a provider, or linking one (account security)',
  'POST /api/auth/providers/:id/callback': 'decision 0026: signing in at a provider, like the login itself',
  'DELETE /api/auth/linked-accounts/:id': 'decision 0026: how the account signs in',
  'POST /api/auth/link-offer/confirm': 'decision 0026: how the account signs in',
  'POST /api/auth/confirm': 'decision 0039: proving the password or a code again, like signing in',
  'DELETE /api/auth/link-offer': 'decision 0026: dismissing an offer changes nothing',
  'POST /api/setup/claim': 'decision 0023: the link itself refuses an unverified address',
  'DELETE /api/invitations/:id': 'revoking one\'s invitation takes nothing from anyone (decision 0024)',
  'POST /api/auth/login/second-factor': 'visitor call; the second step of a sign-in (decision 0025)',
  'POST /api/auth/login/passkey-options': 'visitor call; the second step of a sign-in (decision 0025)',
  'POST /api/auth/passkey/options': 'visitor call; signing in with a passkey (decision 0025)',
  'POST /api/auth/passkey/sign-in': 'visitor call; signing in with a passkey (decision 0025)',
  'POST /api/auth/two-factor/setup': 'account security (decision 0025)',
  'POST /api/auth/two-factor/enable': 'account security (decision 0025)',
  'POST /api/auth/two-factor/disable': 'account security (decision 0025)',
  'POST /api/auth/two-factor/recovery-codes': 'account security (decision 0025)',
  'POST /api/auth/passkeys/options': 'account security (decision 0025)',
  'POST /api/auth/passkeys': 'account security (decision 0025)',
  'PATCH /api/auth/passkeys/:id': 'account security (decision 0025)',
  'DELETE /api/auth/passkeys/:id': 'account security (decision 0025)',
};

/** Admin calls pass the admin gate (decision 0007): moderating is not posting as oneself. */
const ADMIN_PREFIX = '/api/admin/';

/** Creating or changing what others see: refused until the address is verified. */
const REFUSED = [
  'POST /api/projects',
  'PUT /api/projects/:id',
  'DELETE /api/projects/:id',
  'PATCH /api/projects/:id/preview',
  'POST /api/projects/:id/media',
  'DELETE /api/projects/:id/media/:mediaId',
  'POST /api/upload',
  'POST /api/upload-avatar',
  'POST /api/projects/:id/like',
  'POST /api/projects/:id/comments',
  'POST /api/users/:id/follow',
  'PUT /api/users/profile',
  'POST /api/conversations',
  'POST /api/conversations/:id/messages',
  'POST /api/invitations',
  // Previewing a write-up is for writing one, which waits for the address too (decision 0030).
  'POST /api/markdown/preview',
  // Issue 16: collections are seen by others (the public ones, and the counts of saves).
  'POST /api/collections',
  'PATCH /api/collections/:id',
  'DELETE /api/collections/:id',
  'PUT /api/collections/:id/items/:projectId',
  'DELETE /api/collections/:id/items/:projectId',
];

/** A member who verified an address once and has since changed it: the session stays (decision 0008). */
const unverified = (fields: Partial<UserRow> = {}) => member(context, { emailVerified: false, firstVerifiedAt: new Date(), ...fields });

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The route with made-up ids and an empty body: the guard answers before either is looked at. */
function call(route: string, cookie: string): Promise<LightMyRequestResponse> {
  const [method, path] = route.split(' ') as [Method, string];
  const url = path.replace(/:[A-Za-z]+/g, 'no-such-id');
  return context.app.inject({ method, url, headers: { cookie }, ...(method === 'DELETE' ? {} : { payload: {} }) });
}

const needsVerification = (response: LightMyRequestResponse) => response.statusCode === 403 && response.json().needsVerification === true;

describe('what an unverified address may change (decision 0015)', () => {
  it('has every state-changing route classified, and no route listed that is gone', () => {
    const routes = stateChangingRoutes(context.app);
    const classified = (route: string) => route in ALLOWED || REFUSED.includes(route) || route.split(' ')[1]?.startsWith(ADMIN_PREFIX);
    expect(routes.filter((route) => !classified(route)), 'routes to add to ALLOWED or REFUSED').toEqual([]);
    expect([...Object.keys(ALLOWED), ...REFUSED].filter((route) => !routes.includes(route)), 'listed but not registered').toEqual([]);
    expect(REFUSED.filter((route) => route in ALLOWED)).toEqual([]);
  });

  it('refuses the listed routes with needsVerification, and only to an unverified address', async () => {
    for (const route of REFUSED) {
      const refused = await call(route, (await unverified()).cookie);
      expect(refused.statusCode, route).toBe(403);
      expect(refused.json(), route).toEqual({ message: UNVERIFIED_MESSAGE, code: 'forbidden', needsVerification: true });
      const verified = await call(route, (await member(context)).cookie);
      expect(needsVerification(verified), `${route} as a verified member`).toBe(false);
    }
  });

  it('lets an unverified address through every other state-changing route', async () => {
    const open = stateChangingRoutes(context.app).filter((route) => !REFUSED.includes(route));
    expect(open.length).toBeGreaterThanOrEqual(Object.keys(ALLOWED).length);
    for (const route of open) {
      const asAdmin = route.split(' ')[1]?.startsWith(ADMIN_PREFIX);
      const { cookie } = await unverified(asAdmin ? { role: 'admin' } : {});
      expect(needsVerification(await call(route, cookie)), route).toBe(false);
    }
  });

  it('names a sanction before the address: verifying would not lift it', async () => {
    const { cookie } = await unverified({ status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
    const response = await call('POST /api/projects', cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ accountStatus: 'suspended' });
    expect(response.json().needsVerification).toBeUndefined();
  });
});

describe('a change of address, end to end', () => {
  it('keeps the session read-only until the new address is verified, with the way out open', async () => {
    const { cookie } = await createSignedInUser(context);
    const other = await member(context);
    const send = (method: Method | 'GET', url: string, payload?: object) =>
      context.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const newEmail = uniqueEmail('moved');
    expect((await send('POST', '/api/auth/change-email', { newEmail, password: DEFAULT_PASSWORD })).statusCode).toBe(200);

    const refused = await send('POST', '/api/projects', validProject());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: UNVERIFIED_MESSAGE, needsVerification: true });
    expect(needsVerification(await send('POST', `/api/users/${other.user.id}/follow`))).toBe(true);
    // Reading, settings, a new link, export, blocking and reporting stay open.
    expect((await send('GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await send('PUT', '/api/settings', { theme: 'dark' })).statusCode).toBe(200);
    expect((await send('POST', '/api/auth/resend-verification', {})).statusCode).toBe(200);
    expect((await send('GET', '/api/auth/export-data')).statusCode).toBe(200);
    expect((await send('POST', `/api/users/${other.user.id}/block`)).statusCode).toBe(200);
    expect((await send('POST', `/api/users/${other.user.id}/report`, { reason: 'spam' })).statusCode).toBe(201);

    const mail = await context.mail.waitFor(newEmail, 'Verify');
    const link = linkIn(mail, '/verify-email?token=');
    expect((await send('GET', `/api/auth/verify-email${new URL(link).search}`)).statusCode).toBe(200);
    expect((await send('POST', '/api/projects', validProject())).statusCode).toBe(201);
  });
});
