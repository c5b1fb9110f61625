import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PENDING_SIGN_IN_MAX_FAILURES, TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import { pendingSignIns } from '../../db/schema';
import { hashToken } from '../../platform/sessions/tokens';
import { createSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { call, codeAt, enableTotp, freshCode, passwordStep, secondStep } from './test-support';

/** Every way the second step can be skipped, replayed or misused is refused with a clear answer. */
const context = useTestApp();

async function twoFactorUser() {
  const { user, cookie } = await createSignedInUser(context);
  const { secret, recoveryCodes } = await enableTotp(context, user.id, cookie);
  return { user, cookie, secret, recoveryCodes };
}

function expectExpired(response: Awaited<ReturnType<typeof secondStep>>) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.signInExpired, signInExpired: true });
  expect(response.cookies).toHaveLength(0);
}

/** A six-digit code that is not the current one, nor one step either side. */
function wrongCode(secret: string): string {
  const valid = [-30_000, 0, 30_000].map((offset) => codeAt(secret, Date.now() + offset));
  for (let guess = 0; ; guess += 1) {
    const code = String(guess).padStart(6, '0');
    if (!valid.includes(code)) return code;
  }
}

describe('the second step refuses', () => {
  it('skipping it: the password step opens no session and the other calls stay closed', async () => {
    const { user } = await twoFactorUser();
    const login = await call(context, 'POST', '/api/auth/login', null, { email: user.email, password: 'correct horse battery' });
    expect(login.cookies).toHaveLength(0);
    // The token is not a session cookie.
    const asCookie = await call(context, 'GET', '/api/auth/user', `shipyard_session=${login.json().pendingSignIn}`);
    expect(asCookie.statusCode).toBe(401);
  });

  it('a wrong code, naming the field', async () => {
    const { user, secret } = await twoFactorUser();
    const response = await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code: wrongCode(secret) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'code', message: TWO_FACTOR_MESSAGES.codeInvalid }]);
    expect(response.cookies).toHaveLength(0);
  });

  it('a code used before, even in a new pending sign-in', async () => {
    const { user, secret } = await twoFactorUser();
    const code = await freshCode(context, user.id, secret);
    expect((await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code })).statusCode).toBe(200);
    const reused = await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields).toEqual([{ field: 'code', message: TWO_FACTOR_MESSAGES.codeReused }]);
  });

  it('a replayed pending sign-in after it succeeded', async () => {
    const { user, secret } = await twoFactorUser();
    const pendingSignIn = await passwordStep(context, user.email);
    expect((await secondStep(context, { pendingSignIn, code: await freshCode(context, user.id, secret) })).statusCode).toBe(200);
    expectExpired(await secondStep(context, { pendingSignIn, code: codeAt(secret) }));
  });

  it('an expired pending sign-in, even with a right code', async () => {
    const { user, secret } = await twoFactorUser();
    const pendingSignIn = await passwordStep(context, user.email);
    await context.deps.database.db
      .update(pendingSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignIns.tokenHash, hashToken(pendingSignIn)));
    expectExpired(await secondStep(context, { pendingSignIn, code: await freshCode(context, user.id, secret) }));
  });

  it('an unknown or forged token', async () => {
    expectExpired(await secondStep(context, { pendingSignIn: 'forged-token-forged-token-forged-token-forg', code: '123456' }));
  });

  it("another account's pending sign-in with this account's code: the token decides the account", async () => {
    const mallory = await twoFactorUser();
    const victim = await twoFactorUser();
    const victimsPending = await passwordStep(context, victim.user.email);
    const response = await secondStep(context, { pendingSignIn: victimsPending, code: await freshCode(context, mallory.user.id, mallory.secret) });
    expect(response.statusCode).toBe(400);
    expect(response.cookies).toHaveLength(0);
    // And Mallory's recovery code does not open Victim's account either.
    const recovery = await secondStep(context, { pendingSignIn: victimsPending, recoveryCode: mallory.recoveryCodes[0] });
    expect(recovery.statusCode).toBe(400);
    expect(recovery.json().fields).toEqual([{ field: 'recoveryCode', message: TWO_FACTOR_MESSAGES.recoveryCodeInvalid }]);
  });

  it(`a pending sign-in after ${PENDING_SIGN_IN_MAX_FAILURES} wrong codes, even with the right one`, async () => {
    const { user, secret } = await twoFactorUser();
    const pendingSignIn = await passwordStep(context, user.email);
    for (let attempt = 0; attempt < PENDING_SIGN_IN_MAX_FAILURES; attempt += 1) {
      expect((await secondStep(context, { pendingSignIn, code: wrongCode(secret) })).statusCode).toBe(400);
    }
    expectExpired(await secondStep(context, { pendingSignIn, code: await freshCode(context, user.id, secret) }));
  });

  it('a body with no code, or with two kinds at once', async () => {
    const { user, recoveryCodes } = await twoFactorUser();
    const pendingSignIn = await passwordStep(context, user.email);
    for (const payload of [{ pendingSignIn }, { pendingSignIn, code: '123456', recoveryCode: recoveryCodes[0] }, { code: '123456' }]) {
      const response = await secondStep(context, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('a passkey answer when the account has no passkey', async () => {
    const { user } = await twoFactorUser();
    const pendingSignIn = await passwordStep(context, user.email);
    const options = await call(context, 'POST', '/api/auth/login/passkey-options', null, { pendingSignIn });
    expect(options.statusCode).toBe(400);
    const answer = await secondStep(context, { pendingSignIn, passkey: { id: 'nothing', response: {} } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(TWO_FACTOR_MESSAGES.passkeyExpired);
  });
});
