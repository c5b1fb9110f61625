import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../../common/auth';
import { accountTokens, sessions, users } from '../../db/schema';
import { hashToken } from '../../platform/sessions/tokens';
import { createUser, DEFAULT_PASSWORD, signIn, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { type CapturedMail, linkIn } from '../../test/smtp-capture';

const context = useTestApp();
const NEW_PASSWORD = 'a brand new password';

function forgot(email: string) {
  return context.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
}

async function requestResetToken(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await context.mail.waitFor(email, 'Reset');
  return new URL(linkIn(mail, '/reset-password?token=')).searchParams.get('token') as string;
}

function validate(token: string) {
  return context.app.inject({ method: 'GET', url: `/api/auth/validate-reset-token?token=${encodeURIComponent(token)}` });
}

function reset(token: string, password = NEW_PASSWORD) {
  return context.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
}

function login(email: string, password: string) {
  return context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

const INVALID = 'This password reset link is invalid, has expired or has already been used.';

describe('POST /api/auth/forgot-password', () => {
  it('answers known and unknown addresses identically; only the known one gets a 1-hour link', async () => {
    const user = await createUser(context);
    const unknown = uniqueEmail('ghost');
    const known = await forgot(user.email);
    const stranger = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.json()).toEqual(known.json());
    expect(known.json().message).toBe('If an account exists for that email address, a password reset link has been sent.');

    const mail = await context.mail.waitFor(user.email, 'Reset');
    expect(linkIn(mail, '/reset-password?token=')).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{40,}$/);
    expect(mail.text).toContain('1 hour');
    await context.deps.mailer.drain();
    expect(context.mail.to(unknown)).toHaveLength(0);

    const [row] = await context.deps.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(3_600_000);
  });

  it('refuses a malformed address with the spec message', async () => {
    const response = await forgot('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });
});

describe('GET /api/auth/validate-reset-token', () => {
  it('is 200 for a fresh token', async () => {
    const user = await createUser(context);
    const token = await requestResetToken(user.email);
    const response = await validate(token);
    expect(response.statusCode).toBe(200);
    // Checking does not spend the link.
    expect((await validate(token)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('is 400 for an unknown, an expired and a used token', async () => {
    const unknown = await validate('no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(INVALID);

    const expiring = await createUser(context);
    const expired = await requestResetToken(expiring.email);
    await context.deps.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(expired)));
    expect((await validate(expired)).statusCode).toBe(400);

    const using = await createUser(context);
    const used = await requestResetToken(using.email);
    expect((await reset(used)).statusCode).toBe(200);
    expect((await validate(used)).statusCode).toBe(400);
  });

  it('is 400 without a token', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/auth/validate-reset-token' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password: the new one works, the old one no longer does', async () => {
    const user = await createUser(context);
    const token = await requestResetToken(user.email);
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your password has been reset. Please sign in again on all your devices.');
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('signs out every existing session of the user', async () => {
    const user = await createUser(context);
    const bystander = await createUser(context);
    const phone = await signIn(context.app, user.email);
    const laptop = await signIn(context.app, user.email);
    const other = await signIn(context.app, bystander.email);
    const token = await requestResetToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      const response = await context.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(response.statusCode).toBe(401);
    }
    const remaining = await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(remaining).toHaveLength(0);
    // Only that user's sessions go.
    const untouched = await context.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: other } });
    expect(untouched.statusCode).toBe(200);
  });

  it('accepts a link only once', async () => {
    const user = await createUser(context);
    const token = await requestResetToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID);
    expect((await login(user.email, 'yet another password')).statusCode).toBe(401);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const user = await createUser(context);
    const token = await requestResetToken(user.email);
    await context.deps.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect((await reset(token)).statusCode).toBe(400);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('makes an earlier link unusable when a new one is requested', async () => {
    const user = await createUser(context);
    const first = await requestResetToken(user.email);
    expect((await forgot(user.email)).statusCode).toBe(200);
    await context.deps.mailer.drain();
    const mails = context.mail.to(user.email).filter((mail) => mail.subject.includes('Reset'));
    expect(mails).toHaveLength(2);
    const second = new URL(linkIn(mails[1] as CapturedMail, '/reset-password?token=')).searchParams.get('token') as string;
    expect(second).not.toBe(first);
    expect((await validate(first)).statusCode).toBe(400);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('applies the register password rules', async () => {
    const user = await createUser(context);
    const token = await requestResetToken(user.email);
    const short = await reset(token, '1234567');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const long = await reset(token, 'x'.repeat(129));
    expect(long.json().message).toBe('Password must be at most 128 characters');
    // A refused password does not spend the link.
    expect((await reset(token, 'k3#vq9!z')).statusCode).toBe(200);
    expect((await login(user.email, 'k3#vq9!z')).statusCode).toBe(200);
  });

  it('refuses common passwords on the password field, keeps the link, then accepts a strong one', async () => {
    const user = await createUser(context);
    const token = await requestResetToken(user.email);
    for (const password of ['password', '12345678', 'Password1']) {
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: COMMON_PASSWORD_MESSAGE,
        code: 'validation_failed',
        fields: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }],
      });
      expect((await login(user.email, password)).statusCode).toBe(401);
    }
    expect((await validate(token)).statusCode).toBe(200);
    expect((await reset(token, 'tidal-Quartz-lantern-81')).statusCode).toBe(200);
    expect((await login(user.email, 'tidal-Quartz-lantern-81')).statusCode).toBe(200);
  });

  it('verifies the address of an unverified account (the link proves it)', async () => {
    const user = await createUser(context, { emailVerified: false });
    const token = await requestResetToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const [row] = await context.deps.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
  });

  it('refuses a verification token used as a reset token', async () => {
    const email = uniqueEmail('mixup');
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: DEFAULT_PASSWORD, confirmPassword: DEFAULT_PASSWORD, firstName: 'A', lastName: 'B' },
    });
    const mail = await context.mail.waitFor(email, 'Verify');
    const token = new URL(linkIn(mail, '/verify-email?token=')).searchParams.get('token') as string;
    expect((await reset(token)).statusCode).toBe(400);
  });
});
