import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import { linkedAccounts, passkeys, users, webauthnCeremonies } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { call } from './test-support';

/**
 * The server's side of the WebAuthn ceremonies: options bound to this site and this browser,
 * challenges single-use and short-lived. A real authenticator's answers are checked end to end in
 * e2e/passkeys.spec.ts (Chromium's virtual authenticator).
 */
const context = useTestApp();

function ceremonyCookie(response: Awaited<ReturnType<typeof call>>): string {
  const cookie = response.cookies.find((each) => each.name === 'shipyard_webauthn');
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');
  return `shipyard_webauthn=${cookie?.value}`;
}

/** An answer naming `challenge` in its client data, signed by nothing: it finds its ceremony, then fails verification. */
function answerFor(challenge: string, type: 'webauthn.create' | 'webauthn.get' = 'webauthn.create') {
  const clientDataJSON = Buffer.from(JSON.stringify({ type, challenge, origin: 'http://localhost:3000' })).toString('base64url');
  return {
    id: 'AAAA',
    rawId: 'AAAA',
    type: 'public-key',
    response: { clientDataJSON, attestationObject: 'AAAA', authenticatorData: 'AAAA', signature: 'AAAA' },
    clientExtensionResults: {},
  };
}
const answer = answerFor('no-such-challenge');

async function options(url: string, cookie?: string) {
  const response = await call(context, 'POST', url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { challenge: response.json().challenge as string, ceremony: ceremonyCookie(response) };
}

describe('adding a passkey', () => {
  it('gives options for this site, asking for a discoverable credential and excluding none yet', async () => {
    const { user, cookie } = await createSignedInUser(context, { firstName: 'Ada', lastName: 'Lovelace' });
    const response = await call(context, 'POST', '/api/auth/passkeys/options', cookie);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options.rp).toMatchObject({ id: 'localhost' });
    expect(options.user).toMatchObject({ name: user.email, displayName: 'Ada Lovelace' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    expect(options.challenge).toMatch(/^[\w-]{20,}$/);
    expect(options.excludeCredentials).toEqual([]);
    ceremonyCookie(response);
  });

  it('refuses an answer without its ceremony, to a stale challenge, or a second time', async () => {
    const { cookie } = await createSignedInUser(context);
    const without = await call(context, 'POST', '/api/auth/passkeys', cookie, { name: 'Laptop', response: answer });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyExpired);

    const stale = await options('/api/auth/passkeys/options', cookie);
    await context.deps.database.db.update(webauthnCeremonies).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await call(context, 'POST', '/api/auth/passkeys', `${cookie}; ${stale.ceremony}`, { name: 'Laptop', response: answerFor(stale.challenge) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyExpired);

    const fresh = await options('/api/auth/passkeys/options', cookie);
    // Another browser (no ceremony cookie, or another one) cannot answer this browser's challenge.
    const elsewhere = await call(context, 'POST', '/api/auth/passkeys', cookie, { name: 'Laptop', response: answerFor(fresh.challenge) });
    expect(elsewhere.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyExpired);
    const bad = await call(context, 'POST', '/api/auth/passkeys', `${cookie}; ${fresh.ceremony}`, { name: 'Laptop', response: answerFor(fresh.challenge) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyFailed);
    // The challenge was spent by the first answer.
    const replay = await call(context, 'POST', '/api/auth/passkeys', `${cookie}; ${fresh.ceremony}`, { name: 'Laptop', response: answerFor(fresh.challenge) });
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyExpired);
    expect((await call(context, 'GET', '/api/auth/passkeys', cookie)).json()).toEqual([]);
  });

  it("refuses another account's ceremony", async () => {
    const mallory = await createSignedInUser(context);
    const victim = await createSignedInUser(context);
    const victims = await options('/api/auth/passkeys/options', victim.cookie);
    const response = await call(context, 'POST', '/api/auth/passkeys', `${mallory.cookie}; ${victims.ceremony}`, { name: 'Laptop', response: answerFor(victims.challenge) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyExpired);
  });

  it('keeps two ceremonies of one browser apart (the autofill request and the button)', async () => {
    const first = await options('/api/auth/passkey/options');
    const second = await options('/api/auth/passkey/options', first.ceremony);
    expect(second.ceremony).toBe(first.ceremony);
    for (const { challenge } of [first, second]) {
      const response = await call(context, 'POST', '/api/auth/passkey/sign-in', first.ceremony, { response: answerFor(challenge, 'webauthn.get') });
      // Each finds its own ceremony: the refusal is about the passkey, not a lost challenge.
      expect(response.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyUnknown);
    }
  });

  it('names a passkey within limits', async () => {
    const { cookie } = await createSignedInUser(context);
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const response = await call(context, 'POST', '/api/auth/passkeys', cookie, { name, response: answer });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[0].field).toBe('name');
    }
  });
});

describe('signing in with a passkey', () => {
  it('gives options for any discoverable passkey of this site, requiring user verification', async () => {
    const response = await call(context, 'POST', '/api/auth/passkey/options');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(response.json().allowCredentials ?? []).toEqual([]);
    ceremonyCookie(response);
  });

  it('refuses an unknown passkey, a stale challenge and a replayed ceremony, opening no session', async () => {
    const { challenge, ceremony } = await options('/api/auth/passkey/options');
    const login = answerFor(challenge, 'webauthn.get');
    const unknown = await call(context, 'POST', '/api/auth/passkey/sign-in', ceremony, { response: login });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyUnknown);
    expect(unknown.cookies.filter((each) => each.name === 'shipyard_session')).toHaveLength(0);
    const replay = await call(context, 'POST', '/api/auth/passkey/sign-in', ceremony, { response: login });
    expect(replay.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyExpired);

    const stale = await options('/api/auth/passkey/options');
    await context.deps.database.db.update(webauthnCeremonies).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await call(context, 'POST', '/api/auth/passkey/sign-in', stale.ceremony, { response: answerFor(stale.challenge, 'webauthn.get') });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyExpired);
  });
});

describe('removing a passkey', () => {
  /** A signed-in account whose only ways in are `count` passkeys: no password (as one a provider made). */
  async function passkeysOnly(count: number) {
    const { user, cookie } = await createSignedInUser(context);
    const { db } = context.deps.database;
    await db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const id of ids) await db.insert(passkeys).values({ id, userId: user.id, name: 'Laptop', publicKey: 'AAAA' });
    return { user, cookie, ids };
  }

  async function passkeysLeft(cookie: string): Promise<number> {
    return (await call(context, 'GET', '/api/auth/passkeys', cookie)).json().length;
  }

  it('refuses the last way to sign in with a 409 naming the problem, and keeps the passkey', async () => {
    const { cookie, ids } = await passkeysOnly(2);
    const [first, last] = ids as [string, string];
    expect((await call(context, 'DELETE', `/api/auth/passkeys/${first}`, cookie)).statusCode).toBe(200);
    const refused = await call(context, 'DELETE', `/api/auth/passkeys/${last}`, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict', message: TWO_FACTOR_MESSAGES.lastPasskey });
    expect(await passkeysLeft(cookie)).toBe(1);
  });

  it('lets only one of two removals at once through when they would leave none', async () => {
    const { cookie, ids } = await passkeysOnly(2);
    const answers = await Promise.all(ids.map((id) => call(context, 'DELETE', `/api/auth/passkeys/${id}`, cookie)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await passkeysLeft(cookie)).toBe(1);
  });

  it('counts a linked provider only while the site offers it', async () => {
    const { user, cookie, ids } = await passkeysOnly(1);
    // This site offers no provider: an account linked to one it no longer offers cannot use it.
    await context.deps.database.db.insert(linkedAccounts).values({ id: randomUUID(), userId: user.id, provider: 'gone', subject: user.id, label: 'ada' });
    expect((await call(context, 'DELETE', `/api/auth/passkeys/${ids[0]}`, cookie)).statusCode).toBe(409);
  });

  it('lets the last passkey go when the account has a password', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const id = randomUUID();
    await context.deps.database.db.insert(passkeys).values({ id, userId: user.id, name: 'Laptop', publicKey: 'AAAA' });
    expect((await call(context, 'DELETE', `/api/auth/passkeys/${id}`, cookie)).statusCode).toBe(200);
    expect(await passkeysLeft(cookie)).toBe(0);
  });
});
