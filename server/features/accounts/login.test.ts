import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { cookieHeader, createUser, DEFAULT_PASSWORD, signIn } from '../../test/factories';
import { useTestApp } from '../../test/harness';

const DAY = 24 * 60 * 60 * 1000;
const context = useTestApp();

function login(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
}

function currentUser(cookie?: string) {
  return context.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });
}

function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const value = response.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

describe('POST /api/auth/login', () => {
  it('returns the user without the password hash and sets a 30-day HttpOnly, SameSite=Lax cookie', async () => {
    const user = await createUser(context, { firstName: 'Grace' });
    const before = Date.now();
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: user.id, email: user.email, firstName: 'Grace', emailVerified: true, status: 'active' });
    expect(body).not.toHaveProperty('passwordHash');
    expect(response.body).not.toContain('argon2');

    // The session, and beside it the readable hint of decision 0017 (tested in server/platform/pages).
    expect(response.cookies.map((each) => each.name)).toEqual(['shipyard_session', 'shipyard_signed_in']);
    const cookie = response.cookies.find((each) => each.name === 'shipyard_session');
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    const raw = setCookieHeaders(response).find((line) => line.startsWith('shipyard_session='));
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('SameSite=Lax');
    expect(raw).toMatch(/Path=\/(;|$)/);
    expect(raw).not.toMatch(/Secure/i);
    const expires = new Date(String(cookie?.expires)).getTime();
    expect(expires).toBeGreaterThan(before + 30 * DAY - 60_000);
    expect(expires).toBeLessThan(Date.now() + 30 * DAY + 60_000);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('accepts the address in any case and with spaces', async () => {
    const user = await createUser(context);
    const response = await login({ email: `  ${user.email.toUpperCase()} `, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const user = await createUser(context);
    const wrong = await login({ email: user.email, password: 'not the password' });
    const unknown = await login({ email: 'nobody-here@example.com', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses an unverified account with 403 and needsVerification', async () => {
    const user = await createUser(context, { emailVerified: false });
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(403);
    const body = response.json();
    expect(body.needsVerification).toBe(true);
    expect(body.message).toMatch(/verify your email/i);
    expect(response.cookies).toHaveLength(0);
  });

  it('does not tell an unverified account apart when the password is wrong', async () => {
    const user = await createUser(context, { emailVerified: false });
    const response = await login({ email: user.email, password: 'wrong password' });
    expect(response.statusCode).toBe(401);
    expect(response.json().needsVerification).toBeUndefined();
  });

  it.each([
    ['email', { email: 'not-an-address', password: 'whatever' }, 'Invalid email address'],
    ['email', { password: 'whatever' }, 'Invalid email address'],
    ['password', { email: 'a@example.com', password: '' }, 'Password is required'],
    ['password', { email: 'a@example.com' }, 'Password is required'],
  ])('refuses a bad %s with the spec message', async (field, payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().fields).toContainEqual({ field, message });
  });
});

describe('GET /api/auth/user and the session cookie', () => {
  it('is 401 Unauthorized without a cookie and 200 with one', async () => {
    const anonymous = await currentUser();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Unauthorized');
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    const response = await currentUser(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('gives a new token at every sign-in; both stay valid', async () => {
    const user = await createUser(context);
    const first = await signIn(context.app, user.email);
    const second = await signIn(context.app, user.email);
    expect(first).not.toBe(second);
    expect((await currentUser(first)).statusCode).toBe(200);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('replaces the session a browser already had when it signs in again', async () => {
    const user = await createUser(context);
    const old = await signIn(context.app, user.email);
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD }, { cookie: old });
    expect(response.statusCode).toBe(200);
    const fresh = cookieHeader(response);
    expect(fresh).not.toBe(old);
    expect((await currentUser(old)).statusCode).toBe(401);
    expect((await currentUser(fresh)).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the token', async () => {
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    const token = cookie.split('=')[1] as string;
    const rows = await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
    expect(rows[0]?.id).toBe(sha256(token));
  });

  it('refuses a tampered or unknown token and clears it', async () => {
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    const last = cookie.at(-1) === 'A' ? 'B' : 'A';
    const tampered = await currentUser(cookie.slice(0, -1) + last);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.cookies.find((c) => c.name === 'shipyard_session')?.value).toBe('');
    expect((await currentUser('shipyard_session=made-up-token')).statusCode).toBe(401);
    expect((await currentUser(`shipyard_session=${'x'.repeat(500)}`)).statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    await context.deps.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const user = await createUser(context);
    const cookie = await signIn(context.app, user.email);
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('You have been signed out.');
    const cleared = response.cookies.find((c) => c.name === 'shipyard_session');
    expect(cleared?.value).toBe('');
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThan(Date.now());
    // Replaying the old cookie (as a stolen copy would) no longer works.
    expect((await currentUser(cookie)).statusCode).toBe(401);
    const rows = await context.deps.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('is harmless without a session', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });

  it('signs out only the browser that asked', async () => {
    const user = await createUser(context);
    const phone = await signIn(context.app, user.email);
    const laptop = await signIn(context.app, user.email);
    await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: phone } });
    expect((await currentUser(laptop)).statusCode).toBe(200);
  });
});

describe('over https (APP_URL https://…)', () => {
  const secure = useTestApp({ environment: { APP_URL: 'https://shipyard.example' } });

  it('names the cookie __Host-shipyard_session, marks it Secure and sends HSTS', async () => {
    const user = await createUser(secure);
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((c) => c.name)).toEqual(['__Host-shipyard_session', '__Host-shipyard_signed_in']);
    const raw = setCookieHeaders(response).find((line) => line.startsWith('__Host-shipyard_session='));
    expect(raw).toMatch(/; Secure(;|$)/);
    expect(raw).toContain('HttpOnly');
    expect(raw).toMatch(/Path=\/(;|$)/);
    expect(raw).not.toMatch(/Domain=/i);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const cookie = cookieHeader(response);
    const me = await secure.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    // The plain-http name is not accepted on an https site.
    const plain = await secure.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookie.replace('__Host-shipyard_session', 'shipyard_session') },
    });
    expect(plain.statusCode).toBe(401);
  });
});
