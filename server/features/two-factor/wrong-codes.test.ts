import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PENDING_SIGN_IN_MAX_FAILURES, TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import { secondFactorFailures } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { call, codeAt, enableTotp, freshCode, passwordStep, secondStep } from './test-support';

/**
 * Decision 0025, addendum: wrong second-step codes are counted per pending sign-in and per account
 * in single statements (parallel guesses get no more), each ten pause the code step for twice as
 * long as the ten before, a successful second step ends it, and the owner hears of it once per ten.
 * Rate limits are off here: the count is not one of them, and holds whatever the limits say.
 */
const context = useTestApp();
const MINUTE = 60;
const SUBJECT = 'Wrong two-factor codes';

async function twoFactorUser() {
  const { user, cookie } = await createSignedInUser(context, { firstName: 'Wren' });
  const { secret } = await enableTotp(context, user.id, cookie);
  return { user, cookie, secret };
}

/** A six-digit code that is none of the ones the server would take now. */
function wrongCode(secret: string, index = 0): string {
  const valid = [-30_000, 0, 30_000].map((offset) => codeAt(secret, Date.now() + offset));
  const candidates = Array.from({ length: 10 }, (_, guess) => String(111_111 * guess).padStart(6, '0'));
  return candidates.filter((code) => !valid.includes(code))[index % 6] as string;
}

/** `count` wrong codes, five per pending sign-in (the most one takes), one after the other. */
async function wrongCodes(email: string, secret: string, count: number) {
  const answers = [];
  let pendingSignIn = '';
  for (let index = 0; index < count; index += 1) {
    if (index % PENDING_SIGN_IN_MAX_FAILURES === 0) pendingSignIn = await passwordStep(context, email);
    answers.push(await secondStep(context, { pendingSignIn, code: wrongCode(secret, index) }));
  }
  return answers;
}

function expectPaused(response: Awaited<ReturnType<typeof secondStep>>, minutes: number) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toMatchObject({ code: 'rate_limited', message: TWO_FACTOR_MESSAGES.tooManyWrongCodes(minutes) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan((minutes - 1) * MINUTE);
  expect(retryAfter).toBeLessThanOrEqual(minutes * MINUTE);
  expect(response.cookies).toHaveLength(0);
}

/** The running pause ends, as if its time had passed. */
async function endPause(userId: string) {
  await context.deps.database.db
    .update(secondFactorFailures)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(secondFactorFailures.userId, userId));
}

async function alertsTo(email: string, subject = SUBJECT) {
  await context.deps.mailer.drain();
  return context.mail.to(email).filter((mail) => mail.subject.includes(subject));
}

describe('parallel guesses', () => {
  it(`against one pending sign-in: at most ${PENDING_SIGN_IN_MAX_FAILURES} codes are checked`, async () => {
    const { user, secret } = await twoFactorUser();
    const pendingSignIn = await passwordStep(context, user.email);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => secondStep(context, { pendingSignIn, code: wrongCode(secret, index) })));
    const checked = answers.filter((answer) => answer.json().code === 'validation_failed');
    expect(checked).toHaveLength(PENDING_SIGN_IN_MAX_FAILURES);
    for (const answer of answers.filter((each) => !checked.includes(each))) {
      expect(answer.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.signInExpired, signInExpired: true });
    }
    // Spent: not even the right code opens it now.
    const late = await secondStep(context, { pendingSignIn, code: await freshCode(context, user.id, secret) });
    expect(late.json().signInExpired).toBe(true);
  });

  it('across pending sign-ins: at most ten codes of the account are checked before the pause', async () => {
    const { user, secret } = await twoFactorUser();
    const pendings = [];
    for (let index = 0; index < 6; index += 1) pendings.push(await passwordStep(context, user.email));
    const answers = await Promise.all(
      pendings.flatMap((pendingSignIn) =>
        Array.from({ length: PENDING_SIGN_IN_MAX_FAILURES }, (_, index) => secondStep(context, { pendingSignIn, code: wrongCode(secret, index) })),
      ),
    );
    const statuses = answers.map((answer) => (answer.statusCode === 429 ? 429 : answer.json().code));
    expect(statuses.filter((status) => status === 'validation_failed')).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});

describe('the pause after wrong codes', () => {
  it('doubles with each ten wrong codes, refusing even the right code while it runs', async () => {
    const { user, secret } = await twoFactorUser();
    for (const minutes of [15, 30, 60, 120]) {
      const answers = await wrongCodes(user.email, secret, 10);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(400));
      expectPaused(await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code: await freshCode(context, user.id, secret) }), minutes);
      await endPause(user.id);
    }
  });

  it('is never longer than a day', async () => {
    const { user, secret } = await twoFactorUser();
    // Two hundred wrong codes before, as after weeks of guessing.
    await context.deps.database.db.insert(secondFactorFailures).values({ userId: user.id, failures: 200 });
    await wrongCodes(user.email, secret, 10);
    expectPaused(await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code: '000000' }), 24 * 60);
  });

  it('ends with a successful second step, which starts the count again from nothing', async () => {
    const { user, secret } = await twoFactorUser();
    await wrongCodes(user.email, secret, 20);
    await endPause(user.id);
    const signedIn = await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code: await freshCode(context, user.id, secret) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Nine wrong codes are not ten; the tenth pauses for 15 minutes, as the first time.
    expect((await wrongCodes(user.email, secret, 9)).every((answer) => answer.statusCode === 400)).toBe(true);
    expect((await wrongCodes(user.email, secret, 1))[0]?.statusCode).toBe(400);
    expectPaused(await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code: '000000' }), 15);
  });

  it('counts recovery codes too, and holds one account only', async () => {
    const { user, secret } = await twoFactorUser();
    for (let round = 0; round < 2; round += 1) {
      const pendingSignIn = await passwordStep(context, user.email);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await secondStep(context, { pendingSignIn, recoveryCode: `wrong-${attempt}` })).statusCode).toBe(400);
      }
    }
    expectPaused(await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code: await freshCode(context, user.id, secret) }), 15);

    const other = await twoFactorUser();
    const fine = await secondStep(context, { pendingSignIn: await passwordStep(context, other.user.email), code: await freshCode(context, other.user.id, other.secret) });
    expect(fine.statusCode).toBe(200);
  });

  it('speaks the reader’s language', async () => {
    const { user, cookie, secret } = await twoFactorUser();
    await call(context, 'PUT', '/api/settings', cookie, { language: 'de' });
    await wrongCodes(user.email, secret, 10);
    const paused = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      headers: { 'accept-language': 'de' },
      payload: { pendingSignIn: await passwordStep(context, user.email), code: '000000' },
    });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/^Zu viele falsche Codes für dieses Konto\. Bitte warte 15 Min\./);
  });
});

describe('the owner is told', () => {
  it('once per ten wrong codes, as the pause starts, with the address and the end of the pause', async () => {
    const { user, secret } = await twoFactorUser();
    await wrongCodes(user.email, secret, 9);
    expect(await alertsTo(user.email)).toEqual([]);
    await wrongCodes(user.email, secret, 1);
    const mail = await context.mail.waitFor(user.email, SUBJECT);
    expect(mail.text).toContain('Hi Wren');
    expect(mail.text).toContain('then 10 wrong two-factor codes');
    expect(mail.text).toContain('IP address of the last attempt: 127.0.0.1');
    expect(mail.text).toMatch(/paused until .*2\d{3}.*\(UTC\)/);
    expect(mail.text).toContain(`${context.config.appUrl}/settings`);
    // Refused codes during the pause are no new burst.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await secondStep(context, { pendingSignIn: await passwordStep(context, user.email), code: '000000' })).statusCode).toBe(429);
    }
    expect(await alertsTo(user.email)).toHaveLength(1);
    await endPause(user.id);
    await wrongCodes(user.email, secret, 10);
    await expect.poll(async () => (await alertsTo(user.email)).length).toBe(2);
    expect((await alertsTo(user.email))[1]?.text).toContain('then 20 wrong two-factor codes');
  });

  it('in their language', async () => {
    const { user, cookie, secret } = await twoFactorUser();
    await call(context, 'PUT', '/api/settings', cookie, { language: 'fr' });
    await wrongCodes(user.email, secret, 10);
    const mail = await context.mail.waitFor(user.email, 'Codes de connexion en deux étapes erronés');
    expect(mail.text).toContain('10 codes erronés');
  });
});
