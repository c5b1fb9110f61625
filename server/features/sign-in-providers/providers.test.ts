import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROVIDER_MESSAGES } from '../../../common/sign-in';
import { TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import { knownDevices, linkedAccounts, passkeys, sessions, users } from '../../db/schema';
import { createUser, signIn } from '../../test/factories';
import { signInAtProvider } from '../../test/oidc-provider';
import { setJoining } from '../joining/test-support';
import {
  CookieJar,
  PROVIDER_ID,
  PROVIDER_NAME,
  postCallback,
  providerPerson,
  send,
  signInWithProvider,
  startFlow,
  throughProvider,
  useProviderApp,
} from './test-support';

/** Sign-in with an OpenID Connect provider (decision 0026), through a real oidc-provider. */
const context = useProviderApp();

async function userByEmail(email: string) {
  const [row] = await context.deps.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('the providers a site offers', () => {
  it('lists only what the operator configured', async () => {
    const answer = await context.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([{ id: PROVIDER_ID, name: PROVIDER_NAME, kind: 'oidc' }]);
  });

  it('refuses to start at a provider that is not configured', async () => {
    const answer = await context.app.inject({ method: 'POST', url: '/api/auth/providers/github/start', payload: {} });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(PROVIDER_MESSAGES.unknownProvider);
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const answer = await startFlow(context, new CookieJar());
    const url = new URL(answer.json().url);
    expect(url.origin).toBe(context.oidc.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce', 'redirect_uri']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(answer.cookies.find((cookie) => cookie.name === 'shipyard_provider_flow')?.value).toBe(url.searchParams.get('state'));
  });
});

describe('signing in with a provider', () => {
  it('makes an account with the verified address and name on the first sign-in, and finds it again later', async () => {
    const person = providerPerson(context, { givenName: 'Ada', familyName: 'Lovelace' });
    const jar = new CookieJar();
    const first = await signInWithProvider(context, jar, person.id, { next: '/discover' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ outcome: 'signed-in', next: '/discover', created: true });
    const me = await send(context, jar, 'GET', '/api/auth/user');
    expect(me.json()).toMatchObject({ email: person.email, firstName: 'Ada', lastName: 'Lovelace', emailVerified: true });
    const row = await userByEmail(person.email);
    expect(row?.passwordHash).toBeNull();
    const list = (await send(context, jar, 'GET', '/api/auth/sessions')).json();
    expect(list).toMatchObject([{ current: true, signInMethod: `provider:${PROVIDER_ID}`, signInMethodLabel: PROVIDER_NAME }]);

    await send(context, jar, 'POST', '/api/auth/logout');
    const again = await signInWithProvider(context, jar, person.id);
    expect(again.json()).toEqual({ outcome: 'signed-in', next: '/', created: false });
    expect((await send(context, jar, 'GET', '/api/auth/user')).json().id).toBe(row?.id);
    const linked = await context.deps.database.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, row?.id ?? ''));
    expect(linked).toHaveLength(1);
  });

  it('refuses a replayed callback', async () => {
    const person = providerPerson(context);
    const jar = new CookieJar();
    const callbackUrl = await throughProvider(context, jar, person.id);
    const flowCookie = jar.values.get('shipyard_provider_flow') ?? '';
    expect((await postCallback(context, jar, callbackUrl)).statusCode).toBe(200);
    // Even with the state cookie put back, the flow is spent.
    jar.values.set('shipyard_provider_flow', flowCookie);
    const replay = await postCallback(context, jar, callbackUrl);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(PROVIDER_MESSAGES.invalidCallback);
  });

  it('refuses a forged state, and a callback brought to another browser', async () => {
    const person = providerPerson(context);
    const jar = new CookieJar();
    const callbackUrl = await throughProvider(context, jar, person.id);
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'forged-state-value');
    const answer = await postCallback(context, jar, forged.href);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(PROVIDER_MESSAGES.invalidCallback);

    const other = new CookieJar();
    const elsewhere = await postCallback(context, other, callbackUrl);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(PROVIDER_MESSAGES.invalidCallback);
    expect(elsewhere.cookies.some((cookie) => cookie.name.endsWith('shipyard_session') && cookie.value)).toBe(false);
    expect(await userByEmail(person.email)).toBeUndefined();
  });

  it('refuses a callback whose code was tampered with (the PKCE and code checks)', async () => {
    const person = providerPerson(context);
    const jar = new CookieJar();
    const callbackUrl = new URL(await throughProvider(context, jar, person.id));
    callbackUrl.searchParams.set('code', 'not-the-code');
    const answer = await postCallback(context, jar, callbackUrl.href);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(PROVIDER_MESSAGES.providerRefused(PROVIDER_NAME));
  });

  it('refuses an address the provider has not verified', async () => {
    const person = providerPerson(context, { emailVerified: false });
    const answer = await signInWithProvider(context, new CookieJar(), person.id);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(PROVIDER_MESSAGES.unverifiedEmail(PROVIDER_NAME));
    expect(await userByEmail(person.email)).toBeUndefined();
  });

  it("keeps the site's joining rules: closed, invite-only, blocked domains, approval", async () => {
    try {
      await setJoining(context, { mode: 'closed' });
      const closed = await signInWithProvider(context, new CookieJar(), providerPerson(context).id);
      expect(closed.statusCode).toBe(403);
      await setJoining(context, { mode: 'invite-only' });
      expect((await signInWithProvider(context, new CookieJar(), providerPerson(context).id)).statusCode).toBe(403);
      await setJoining(context, { blockedDomains: ['blocked.example'] });
      const blocked = providerPerson(context, { email: `someone-${Date.now()}@blocked.example` });
      expect((await signInWithProvider(context, new CookieJar(), blocked.id)).statusCode).toBe(400);
      expect(await userByEmail(blocked.email)).toBeUndefined();
      await setJoining(context, { mode: 'approval' });
      const waiting = providerPerson(context);
      const jar = new CookieJar();
      const pending = await signInWithProvider(context, jar, waiting.id);
      expect(pending.json()).toEqual({ outcome: 'pending', message: PROVIDER_MESSAGES.createdPending });
      expect((await userByEmail(waiting.email))?.joiningStatus).toBe('pending');
      expect((await send(context, jar, 'GET', '/api/auth/user')).statusCode).toBe(401);
    } finally {
      await setJoining(context);
    }
  });
});

describe('linking to an existing account', () => {
  it('never links silently: the owner signs in and confirms', async () => {
    const owner = await createUser(context, { firstName: 'Olga' });
    const person = providerPerson(context, { email: owner.email });
    const jar = new CookieJar();
    const offered = await signInWithProvider(context, jar, person.id);
    expect(offered.json()).toEqual({ outcome: 'link-required', email: owner.email, providerName: PROVIDER_NAME });
    expect((await send(context, jar, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect(await context.deps.database.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, owner.id))).toHaveLength(0);

    // Someone else signed in in this browser cannot take the offer.
    const stranger = await createUser(context);
    const strangerJar = new CookieJar(await signIn(context.app, stranger.email));
    strangerJar.values.set('shipyard_link_offer', jar.values.get('shipyard_link_offer') ?? '');
    expect((await send(context, strangerJar, 'GET', '/api/auth/linked-accounts')).json().offer).toBeNull();
    const refused = await send(context, strangerJar, 'POST', '/api/auth/link-offer/confirm');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PROVIDER_MESSAGES.offerForAnotherAccount);

    const ownerJar = new CookieJar(await signIn(context.app, owner.email));
    ownerJar.values.set('shipyard_link_offer', jar.values.get('shipyard_link_offer') ?? '');
    const view = (await send(context, ownerJar, 'GET', '/api/auth/linked-accounts')).json();
    expect(view).toMatchObject({ hasPassword: true, linked: [], offer: { provider: PROVIDER_ID, providerName: PROVIDER_NAME, label: person.id } });
    const confirmed = await send(context, ownerJar, 'POST', '/api/auth/link-offer/confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(PROVIDER_MESSAGES.linked(PROVIDER_NAME));
    expect((await send(context, ownerJar, 'POST', '/api/auth/link-offer/confirm')).statusCode).toBe(400);

    const later = await signInWithProvider(context, new CookieJar(), person.id);
    expect(later.json()).toMatchObject({ outcome: 'signed-in', created: false });
    expect(later.cookies.some((cookie) => cookie.name.endsWith('shipyard_session') && cookie.value)).toBe(true);
  });

  it('links from Settings while signed in, and refuses a provider account linked elsewhere', async () => {
    const { cookie } = { cookie: await signIn(context.app, (await createUser(context)).email) };
    const jar = new CookieJar(cookie);
    const person = providerPerson(context);
    const linked = await signInWithProvider(context, jar, person.id, { intent: 'link' });
    expect(linked.json()).toEqual({ outcome: 'linked', next: '/settings?tab=security' });
    expect((await send(context, jar, 'GET', '/api/auth/linked-accounts')).json().linked).toMatchObject([{ provider: PROVIDER_ID, label: person.id }]);

    const other = new CookieJar(await signIn(context.app, (await createUser(context)).email));
    const taken = await signInWithProvider(context, other, person.id, { intent: 'link' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(PROVIDER_MESSAGES.alreadyLinkedElsewhere(PROVIDER_NAME));
  });

  it('refuses a link callback once the person who asked has signed out', async () => {
    const jar = new CookieJar(await signIn(context.app, (await createUser(context)).email));
    const callbackUrl = await throughProvider(context, jar, providerPerson(context).id, { intent: 'link' });
    await send(context, jar, 'POST', '/api/auth/logout');
    const answer = await postCallback(context, jar, callbackUrl);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(PROVIDER_MESSAGES.invalidCallback);
  });
});

describe('unlinking', () => {
  it('keeps one way to sign in: an account made by the provider cannot unlink its only provider', async () => {
    const person = providerPerson(context);
    const jar = new CookieJar();
    expect((await signInWithProvider(context, jar, person.id)).statusCode).toBe(200);
    expect((await send(context, jar, 'GET', '/api/auth/linked-accounts')).json().hasPassword).toBe(false);
    const refused = await send(context, jar, 'DELETE', `/api/auth/linked-accounts/${PROVIDER_ID}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PROVIDER_MESSAGES.lastWayToSignIn);

    // A passkey signs in alone (decision 0025): with one, the provider may go.
    const [account] = await context.deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (!account) throw new Error('the provider made no account');
    const passkey = { id: `pk-${person.id}`, userId: account.id, name: 'Laptop', publicKey: 'cHVibGlj' };
    await context.deps.database.db.insert(passkeys).values(passkey);
    // While the provider is linked, the passkey is not the last way in either.
    expect((await send(context, jar, 'DELETE', `/api/auth/passkeys/${passkey.id}`)).statusCode).toBe(200);
    await context.deps.database.db.insert(passkeys).values(passkey);
    expect((await send(context, jar, 'DELETE', `/api/auth/linked-accounts/${PROVIDER_ID}`)).statusCode).toBe(200);
    // Now it is: the same rule holds it back.
    const last = await send(context, jar, 'DELETE', `/api/auth/passkeys/${passkey.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(TWO_FACTOR_MESSAGES.lastPasskey);
  });

  it('lets an account with a password unlink, after which the provider no longer signs it in', async () => {
    const user = await createUser(context);
    const jar = new CookieJar(await signIn(context.app, user.email));
    const person = providerPerson(context);
    expect((await signInWithProvider(context, jar, person.id, { intent: 'link' })).statusCode).toBe(200);
    const unlinked = await send(context, jar, 'DELETE', `/api/auth/linked-accounts/${PROVIDER_ID}`);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().message).toBe(PROVIDER_MESSAGES.unlinked(PROVIDER_NAME));
    const missing = await send(context, jar, 'DELETE', `/api/auth/linked-accounts/${PROVIDER_ID}`);
    expect(missing.statusCode).toBe(404);
    // The provider's address is not the account's: a new sign-in makes a new account.
    const fresh = await signInWithProvider(context, new CookieJar(), person.id);
    expect(fresh.json()).toMatchObject({ outcome: 'signed-in', created: true });
  });
});

describe('account deletion and the data export', () => {
  it('export which ways to sign in are on (no secrets), and deletion removes them', async () => {
    const person = providerPerson(context);
    const jar = new CookieJar();
    expect((await signInWithProvider(context, jar, person.id)).statusCode).toBe(200);
    const exported = (await send(context, jar, 'GET', '/api/auth/export-data')).json();
    expect(exported.signIn).toMatchObject({ password: false, linkedAccounts: [{ provider: PROVIDER_ID, label: person.id }] });
    expect(exported.sessions).toMatchObject([{ signInMethod: `provider:${PROVIDER_ID}` }]);
    const user = await userByEmail(person.email);
    expect((await send(context, jar, 'DELETE', '/api/auth/delete-account', {})).statusCode).toBe(200);
    const { db } = context.deps.database;
    expect(await db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, user?.id ?? ''))).toEqual([]);
    expect(await db.select().from(knownDevices).where(eq(knownDevices.userId, user?.id ?? ''))).toEqual([]);
  });
});

describe('sessions record how they signed in', () => {
  it('a password sign-in is "password"', async () => {
    const user = await createUser(context);
    await signIn(context.app, user.email);
    const rows = await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.signInMethod)).toEqual(['password']);
  });

  it('the provider session stays signed in at the provider: a second round needs no login there', async () => {
    const person = providerPerson(context);
    const providerCookies = new Map<string, string>();
    const jar = new CookieJar();
    const first = await startFlow(context, jar);
    const back = await signInAtProvider(first.json().url, person.id, providerCookies);
    expect((await postCallback(context, jar, back)).statusCode).toBe(200);
    const second = await startFlow(context, jar);
    // 'nobody' would fail at the login form: the provider's own session answers instead.
    const again = await signInAtProvider(second.json().url, 'nobody', providerCookies);
    expect((await postCallback(context, jar, again)).json()).toMatchObject({ outcome: 'signed-in', created: false });
  });
});
