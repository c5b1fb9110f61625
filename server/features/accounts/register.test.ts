import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../../../common/auth';
import { users } from '../../db/schema';
import { createUser, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { linkIn } from '../../test/smtp-capture';

const context = useTestApp();

function register(payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

const valid = () => ({
  email: uniqueEmail('new'),
  password: 'long enough password',
  confirmPassword: 'long enough password',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

describe('POST /api/auth/register', () => {
  it('creates an unverified account and mails a 24-hour verification link', async () => {
    const payload = valid();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/verify/i);
    const [row] = await context.deps.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.emailVerified).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await context.mail.waitFor(payload.email, 'Verify');
    expect(linkIn(mail, '/verify-email?token=')).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w-]{40,}$/);
    expect(mail.text).toContain('24 hours');
  });

  it('stores the e-mail address trimmed and in lower case', async () => {
    const payload = { ...valid(), email: `  MiXeD-${Date.now()}@Example.COM ` };
    expect((await register(payload)).statusCode).toBe(201);
    const stored = payload.email.trim().toLowerCase();
    const [row] = await context.deps.database.db.select().from(users).where(eq(users.email, stored));
    expect(row).toBeDefined();
  });

  it.each([
    ['password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['password', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    ['confirmPassword', { confirmPassword: 'something else' }, "Passwords don't match"],
    ['email', { email: 'not-an-address' }, 'Invalid email address'],
    ['firstName', { firstName: '   ' }, 'First name is required'],
    ['lastName', { lastName: undefined }, 'Last name is required'],
  ])('refuses a bad %s with the spec message', async (field, change, message) => {
    const response = await register({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fields).toContainEqual({ field, message });
  });

  it('accepts exactly 8 and exactly 128 characters', async () => {
    for (const password of ['k3#vq9!z', 'y'.repeat(128)]) {
      expect((await register({ ...valid(), password, confirmPassword: password })).statusCode).toBe(201);
    }
  });

  it.each(['password', '12345678', 'Password1'])('refuses the common password %s, naming the password field', async (password) => {
    const payload = { ...valid(), password, confirmPassword: password };
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: COMMON_PASSWORD_MESSAGE,
      code: 'validation_failed',
      fields: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });
    const rows = await context.deps.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(0);
  });

  it('accepts a strong password that is in no list', async () => {
    const password = 'tidal-Quartz-lantern-81';
    expect((await register({ ...valid(), password, confirmPassword: password })).statusCode).toBe(201);
  });

  it('answers a taken address exactly like a new one and tells only the owner by e-mail', async () => {
    const owner = await createUser(context);
    const response = await register({ ...valid(), email: owner.email });
    const fresh = await register(valid());
    expect(response.statusCode).toBe(fresh.statusCode);
    expect(response.json()).toEqual(fresh.json());
    const mail = await context.mail.waitFor(owner.email, 'already have');
    expect(mail.text).toContain('/forgot-password');
    const rows = await context.deps.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe(owner.firstName);
  });

  it('sends a fresh verification link when an unverified address registers again', async () => {
    const owner = await createUser(context, { emailVerified: false });
    expect((await register({ ...valid(), email: owner.email })).statusCode).toBe(201);
    await context.mail.waitFor(owner.email, 'Verify');
  });

  it('grants the admin role to addresses listed in ADMIN_EMAILS', async () => {
    const email = context.config.adminEmails[0];
    expect(email).toBeUndefined();
    context.config.adminEmails.push('boss@example.com');
    try {
      expect((await register({ ...valid(), email: 'boss@example.com' })).statusCode).toBe(201);
      const [row] = await context.deps.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
      expect(row?.role).toBe('admin');
    } finally {
      context.config.adminEmails.pop();
    }
  });
});
