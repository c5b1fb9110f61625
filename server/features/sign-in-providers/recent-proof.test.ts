import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECENT_PROOF_REQUIRED } from '../../../common/recent-proof';
import { linkedAccounts, sessions } from '../../db/schema';
import { createUser, DEFAULT_PASSWORD, signIn } from '../../test/factories';
import { ageProof } from '../../test/recent-proof';
import { enableTotp, freshCode } from '../two-factor/test-support';
import { CookieJar, PROVIDER_ID, PROVIDER_NAME, providerPerson, send, signInWithProvider, startFlow, useProviderApp } from './test-support';

/**
 * Decision 0039 for sign-in providers: linking one is a new way in (a recent proof, an e-mail to
 * the owner), and a provider's sign-in of an account with two-factor sign-in takes the second step.
 */
const context = useProviderApp();

const hasSession = (answer: { cookies: { name: string; value: string }[] }) => answer.cookies.some((cookie) => cookie.name.endsWith('shipyard_session') && cookie.value);

async function linkedTo(userId: string) {
  return context.deps.database.db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
}

describe('linking a provider', () => {
  it('is refused to a session older than the window, and allowed after confirming with the password', async () => {
    const user = await createUser(context);
    const jar = new CookieJar(await signIn(context.app, user.email));
    await ageProof(context, user.id);
    const refused = await startFlow(context, jar, { intent: 'link' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(RECENT_PROOF_REQUIRED);
    expect(refused.cookies.find((cookie) => cookie.name === 'shipyard_provider_flow')).toBeUndefined();
    // Signing in with a provider (no account in this browser's session) needs no proof.
    expect((await startFlow(context, new CookieJar(), {})).statusCode).toBe(200);

    expect((await send(context, jar, 'POST', '/api/auth/confirm', { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    const person = providerPerson(context);
    const linked = await signInWithProvider(context, jar, person.id, { intent: 'link' });
    expect(linked.json()).toEqual({ outcome: 'linked', next: '/settings?tab=security' });
    expect(await linkedTo(user.id)).toHaveLength(1);
  });

  it('from the offer made at sign-in needs a recent proof too', async () => {
    const owner = await createUser(context);
    const person = providerPerson(context, { email: owner.email });
    const browser = new CookieJar();
    expect((await signInWithProvider(context, browser, person.id)).json().outcome).toBe('link-required');
    const jar = new CookieJar(await signIn(context.app, owner.email));
    jar.values.set('shipyard_link_offer', browser.values.get('shipyard_link_offer') ?? '');
    await ageProof(context, owner.id);
    const refused = await send(context, jar, 'POST', '/api/auth/link-offer/confirm');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(RECENT_PROOF_REQUIRED);
    expect(await linkedTo(owner.id)).toHaveLength(0);
    expect((await send(context, jar, 'POST', '/api/auth/confirm', { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect((await send(context, jar, 'POST', '/api/auth/link-offer/confirm')).statusCode).toBe(200);
    expect(await linkedTo(owner.id)).toHaveLength(1);
  });

  it('is told to the owner by e-mail, naming the provider and the account there', async () => {
    const user = await createUser(context, { firstName: 'Olga' });
    const jar = new CookieJar(await signIn(context.app, user.email));
    const person = providerPerson(context);
    expect((await signInWithProvider(context, jar, person.id, { intent: 'link' })).statusCode).toBe(200);
    const mail = await context.mail.waitFor(user.email, 'A new way to sign in');
    expect(mail.text).toContain('Hi Olga');
    expect(mail.text).toContain(`with the ${PROVIDER_NAME} account ${person.id}`);
    expect(mail.text).toContain(`${context.config.appUrl}/settings?tab=security`);
  });
});

describe('a provider sign-in of an account with two-factor sign-in', () => {
  it('opens no session but the second step, and the session after the code', async () => {
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    const { secret } = await enableTotp(context, user.id, cookie);
    const person = providerPerson(context);
    expect((await signInWithProvider(context, new CookieJar(cookie), person.id, { intent: 'link' })).statusCode).toBe(200);

    const jar = new CookieJar();
    const answer = await signInWithProvider(context, jar, person.id, { next: '/discover' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ outcome: 'second-factor', secondFactorRequired: true, next: '/discover', methods: ['totp', 'recovery-code'] });
    expect(hasSession(answer)).toBe(false);
    expect((await send(context, jar, 'GET', '/api/auth/user')).statusCode).toBe(401);

    const second = await send(context, jar, 'POST', '/api/auth/login/second-factor', { pendingSignIn: answer.json().pendingSignIn, code: await freshCode(context, user.id, secret) });
    expect(second.statusCode, second.body).toBe(200);
    expect((await send(context, jar, 'GET', '/api/auth/user')).json().email).toBe(user.email);
    const list = (await send(context, jar, 'GET', '/api/auth/sessions')).json() as { current: boolean; signInMethod: string; signInMethodLabel: string }[];
    expect(list.find((session) => session.current)).toMatchObject({ signInMethod: `provider:${PROVIDER_ID}+totp`, signInMethodLabel: `${PROVIDER_NAME} and authenticator code` });
  });

  it('keeps staff out of the staff tools until the code, even while the rule requires two-factor sign-in', async () => {
    const admin = await createUser(context, { role: 'admin' });
    const cookie = await signIn(context.app, admin.email);
    await enableTotp(context, admin.id, cookie);
    const rule = await send(context, new CookieJar(cookie), 'PUT', '/api/admin/security/settings', { requireStaffTwoFactor: true });
    expect(rule.statusCode, rule.body).toBe(200);
    const person = providerPerson(context);
    expect((await signInWithProvider(context, new CookieJar(cookie), person.id, { intent: 'link' })).statusCode).toBe(200);
    const before = (await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, admin.id))).length;
    const jar = new CookieJar();
    expect((await signInWithProvider(context, jar, person.id)).json().outcome).toBe('second-factor');
    expect((await send(context, jar, 'GET', '/api/admin/security/settings')).statusCode).toBe(401);
    expect(await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(before);
  });
});
