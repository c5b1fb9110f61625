import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECENT_PROOF_MESSAGES, RECENT_PROOF_REQUIRED } from '../../../common/recent-proof';
import { SETTINGS_MESSAGES } from '../../../common/settings';
import { sessions, users } from '../../db/schema';
import { call, cookieHeader, createUser, DEFAULT_PASSWORD, signIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { cookieFor } from '../../test/projects';
import { ageProof } from '../../test/recent-proof';
import { registrationAnswer } from '../../test/software-passkey';
import { enableTotp, freshCode } from '../two-factor/test-support';

/**
 * Decision 0039: adding a way in, turning two-factor sign-in off and deleting the account need
 * the password or a current code given in the last few minutes. "Old" sessions are made by moving
 * their stored proof back (ageProof), never by waiting.
 */
const context = useTestApp();

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(context, overrides);
  return { user, cookie: await signIn(context.app, user.email) };
}

function expectProofRequired(answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.statusCode, answer.body).toBe(403);
  expect(answer.json()).toMatchObject({ code: RECENT_PROOF_REQUIRED, message: RECENT_PROOF_MESSAGES.required, recentProofRequired: true });
}

/** The options, a software authenticator's answer, and the add call of a passkey (origin and RP of APP_URL). */
async function addPasskey(cookie: string, name = 'Laptop') {
  const options = await call(context, 'POST', '/api/auth/passkeys/options', cookie);
  if (options.statusCode !== 200) return options;
  const ceremony = options.cookies.find((each) => each.name === 'shipyard_webauthn');
  const { origin, hostname } = new URL(context.config.appUrl);
  const response = registrationAnswer({ challenge: options.json().challenge, rpId: hostname, origin });
  return call(context, 'POST', '/api/auth/passkeys', `${cookie}; shipyard_webauthn=${ceremony?.value}`, { name, response });
}

const deleteAccount = (cookie: string, payload?: Record<string, unknown>) => call(context, 'DELETE', '/api/auth/delete-account', cookie, payload);
const confirm = (cookie: string, payload: Record<string, unknown>) => call(context, 'POST', '/api/auth/confirm', cookie, payload);

describe('a session older than the window', () => {
  it('cannot delete the account without the password', async () => {
    const { user, cookie } = await signedIn();
    await ageProof(context, user.id);
    expectProofRequired(await deleteAccount(cookie));
    expect(await context.deps.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    // The spec's optional password is its own proof, checked as before.
    expect((await deleteAccount(cookie, { password: 'not the password' })).statusCode).toBe(400);
    expect((await deleteAccount(cookie, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('cannot add a passkey (neither the options nor the answer)', async () => {
    const { user, cookie } = await signedIn();
    const options = await call(context, 'POST', '/api/auth/passkeys/options', cookie);
    expect(options.statusCode).toBe(200);
    const ceremony = options.cookies.find((each) => each.name === 'shipyard_webauthn');
    await ageProof(context, user.id);
    expectProofRequired(await call(context, 'POST', '/api/auth/passkeys/options', cookie));
    const { origin, hostname } = new URL(context.config.appUrl);
    const response = registrationAnswer({ challenge: options.json().challenge, rpId: hostname, origin });
    expectProofRequired(await call(context, 'POST', '/api/auth/passkeys', `${cookie}; shipyard_webauthn=${ceremony?.value}`, { name: 'Laptop', response }));
    expect((await call(context, 'GET', '/api/auth/passkeys', cookie)).json()).toEqual([]);
  });

  it('cannot turn two-factor sign-in off without its fresh code, which is its proof', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await enableTotp(context, user.id, cookie);
    await ageProof(context, user.id);
    expectProofRequired(await call(context, 'POST', '/api/auth/two-factor/disable', cookie, {}));
    const off = await call(context, 'POST', '/api/auth/two-factor/disable', cookie, { code: await freshCode(context, user.id, secret) });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('is treated as old when it was opened before proofs were recorded', async () => {
    const { user, cookie } = await signedIn();
    await context.deps.database.db.update(sessions).set({ provedAt: null }).where(eq(sessions.userId, user.id));
    expectProofRequired(await deleteAccount(cookie));
  });
});

describe('right after signing in with the password', () => {
  it('adds a passkey and deletes the account', async () => {
    const { cookie } = await signedIn();
    const added = await addPasskey(cookie);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Laptop' });
    expect((await deleteAccount(cookie)).statusCode).toBe(200);
  });

  it('after the second step too', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await enableTotp(context, user.id, cookie);
    const login = await call(context, 'POST', '/api/auth/login', null, { email: user.email, password: DEFAULT_PASSWORD });
    const second = await call(context, 'POST', '/api/auth/login/second-factor', null, { pendingSignIn: login.json().pendingSignIn, code: await freshCode(context, user.id, secret) });
    expect(second.statusCode, second.body).toBe(200);
    expect((await addPasskey(cookieHeader(second))).statusCode).toBe(201);
  });
});

describe('POST /api/auth/confirm', () => {
  it('with the password gives an old session its proof back', async () => {
    const { user, cookie } = await signedIn();
    await ageProof(context, user.id);
    const confirmed = await confirm(cookie, { password: DEFAULT_PASSWORD });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(RECENT_PROOF_MESSAGES.confirmed);
    expect(new Date(confirmed.json().provedUntil).getTime()).toBeGreaterThan(Date.now());
    expect((await addPasskey(cookie)).statusCode).toBe(201);
    expect((await deleteAccount(cookie)).statusCode).toBe(200);
  });

  it('with a current code, once', async () => {
    const { user, cookie } = await signedIn();
    const { secret } = await enableTotp(context, user.id, cookie);
    await ageProof(context, user.id);
    const code = await freshCode(context, user.id, secret);
    expect((await confirm(cookie, { code })).statusCode).toBe(200);
    expect((await addPasskey(cookie)).statusCode).toBe(201);
    await ageProof(context, user.id);
    // The same code does not pass twice (decision 0025).
    expect((await confirm(cookie, { code })).statusCode).toBe(400);
    expectProofRequired(await deleteAccount(cookie));
  });

  it('only proves the session it was sent with', async () => {
    const user = await createUser(context);
    const first = await signIn(context.app, user.email);
    const second = await signIn(context.app, user.email);
    await ageProof(context, user.id);
    expect((await confirm(first, { password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expectProofRequired(await deleteAccount(second));
  });

  it('refuses a wrong password or code, naming the field, and proves nothing', async () => {
    const { user, cookie } = await signedIn();
    await ageProof(context, user.id);
    const wrong = await confirm(cookie, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'password', message: SETTINGS_MESSAGES.passwordIncorrect }]);
    const noTotp = await confirm(cookie, { code: '123456' });
    expect(noTotp.json().fields).toEqual([{ field: 'code', message: RECENT_PROOF_MESSAGES.noTwoFactor }]);
    await enableTotp(context, user.id, cookie);
    expect((await confirm(cookie, { code: '000000' })).statusCode).toBe(400);
    expectProofRequired(await deleteAccount(cookie));
  });

  it('takes exactly one of password and code', async () => {
    const { cookie } = await signedIn();
    for (const payload of [{}, { password: DEFAULT_PASSWORD, code: '123456' }]) {
      const answer = await confirm(cookie, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(RECENT_PROOF_MESSAGES.oneOf);
    }
  });

  it('tells an account without a password to use its code or sign in again', async () => {
    const user = await createUser(context);
    await context.deps.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    // A session written as a provider's sign-in would open it.
    const cookie = await cookieFor(context, user);
    const answer = await confirm(cookie, { password: 'anything at all' });
    expect(answer.json().fields).toEqual([{ field: 'password', message: RECENT_PROOF_MESSAGES.noPassword }]);
  });
});

describe('the owner hears of a new way in', () => {
  it('by e-mail when a passkey is added, naming it, with the Security settings link', async () => {
    const { user, cookie } = await signedIn({ firstName: 'Alma' });
    expect((await addPasskey(cookie, 'Work laptop')).statusCode).toBe(201);
    const mail = await context.mail.waitFor(user.email, 'A new way to sign in');
    expect(mail.text).toContain('Hi Alma');
    expect(mail.text).toContain('A passkey named “Work laptop” was added');
    expect(mail.text).toContain(`${context.config.appUrl}/settings?tab=security`);
  });

  it('by e-mail when two-factor sign-in is turned on', async () => {
    const { user, cookie } = await signedIn();
    await enableTotp(context, user.id, cookie);
    const mail = await context.mail.waitFor(user.email, 'A new way to sign in');
    expect(mail.text).toContain('Two-factor sign-in was turned on');
  });
});
