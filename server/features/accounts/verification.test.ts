import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema';
import { createUser, signIn, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { type CapturedMail, linkIn } from '../../test/smtp-capture';
import { hashToken } from '../../platform/sessions/tokens';

const context = useTestApp();
const PASSWORD = 'long enough password';

async function registerAndGetToken(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('verify');
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
  });
  expect(response.statusCode).toBe(201);
  const mail = await context.mail.waitFor(email, 'Verify');
  return { email, token: tokenOf(linkIn(mail, '/verify-email?token=')) };
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') as string;
}

function verify(token?: string) {
  const url = token === undefined ? '/api/auth/verify-email' : `/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  return context.app.inject({ method: 'GET', url });
}

function login(email: string) {
  return context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
}

function resend(payload?: Record<string, unknown>, cookie?: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    ...(payload ? { payload } : {}),
    headers: cookie ? { cookie } : {},
  });
}

/** Resolves once every queued message has reached the SMTP capture. */
async function mailSettled() {
  await context.deps.mailer.drain();
}

describe('GET /api/auth/verify-email', () => {
  it('verifies the address from the mailed link, after which sign-in works', async () => {
    const { email, token } = await registerAndGetToken();
    expect((await login(email)).statusCode).toBe(403);
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Your email address has been verified.');
    expect(body.user).toMatchObject({ email, emailVerified: true });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect((await login(email)).statusCode).toBe(200);
  });

  it('stores the token hashed, never in clear', async () => {
    const { email, token } = await registerAndGetToken();
    const [user] = await context.deps.database.db.select().from(users).where(eq(users.email, email));
    const rows = await context.deps.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user?.id as string));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(token)]);
    const expiresIn = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('accepts a link only once', async () => {
    const { token } = await registerAndGetToken();
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link is invalid, has expired or has already been used.');
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { email, token } = await registerAndGetToken();
    await context.deps.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expect((await verify(token)).statusCode).toBe(400);
    const [row] = await context.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it('refuses a missing token and a garbage token with a message', async () => {
    const missing = await verify();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBeTruthy();
    const empty = await verify('');
    expect(empty.statusCode).toBe(400);
    const garbage = await verify('this-is-not-a-token');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/invalid/i);
    expect((await verify('x'.repeat(500))).statusCode).toBe(400);
  });

  it('does not accept a reset-password token as a verification token', async () => {
    const user = await createUser(context, { emailVerified: false });
    await context.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const mail = await context.mail.waitFor(user.email, 'Reset');
    expect((await verify(tokenOf(linkIn(mail, '/reset-password?token=')))).statusCode).toBe(400);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link to an unverified account and the new link works', async () => {
    const { email } = await registerAndGetToken();
    const response = await resend({ email });
    expect(response.statusCode).toBe(200);
    await mailSettled();
    const mails = context.mail.to(email).filter((mail) => mail.subject.includes('Verify'));
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(linkIn(mails[1] as CapturedMail, '/verify-email?token='));
    const verified = await verify(newToken);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.emailVerified).toBe(true);
  });

  it('answers unknown, verified and unverified addresses identically; only the unverified gets mail', async () => {
    const verified = await createUser(context);
    const unverified = await createUser(context, { emailVerified: false });
    const unknown = uniqueEmail('ghost');
    const responses = [await resend({ email: unknown }), await resend({ email: verified.email }), await resend({ email: unverified.email })];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(responses[0]?.json());
    }
    await context.mail.waitFor(unverified.email, 'Verify');
    await mailSettled();
    expect(context.mail.to(verified.email)).toHaveLength(0);
    expect(context.mail.to(unknown)).toHaveLength(0);
  });

  it('uses the signed-in account when no address is given', async () => {
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    await context.deps.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const response = await resend(undefined, cookie);
    expect(response.statusCode).toBe(200);
    const mail = await context.mail.waitFor(user.email, 'Verify');
    expect(linkIn(mail, '/verify-email?token=')).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=/);
  });

  it('sends nothing for a signed-in account that is already verified', async () => {
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    expect((await resend(undefined, cookie)).statusCode).toBe(200);
    await mailSettled();
    expect(context.mail.to(user.email)).toHaveLength(0);
  });

  it('asks for an address when there is neither a body nor a session', async () => {
    const response = await resend();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter your email address to receive a new verification link.');
    const emptyObject = await resend({});
    expect(emptyObject.statusCode).toBe(400);
  });

  it('refuses a malformed address', async () => {
    const response = await resend({ email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid email address');
  });
});
