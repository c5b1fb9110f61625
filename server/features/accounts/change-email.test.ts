import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '../../../common/settings';
import { users } from '../../db/schema';
import { createSignedInUser, createUser, DEFAULT_PASSWORD, signIn, uniqueEmail } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { member } from '../../test/projects';
import { linkIn } from '../../test/smtp-capture';
import { banned, call, suspended } from '../people/test-support';

const context = useTestApp();

const change = (cookie: string | undefined, payload: Record<string, unknown>) => call(context, 'POST', '/api/auth/change-email', cookie, payload);
/** The e-mailed page link as the API call the page makes. */
const verifyCall = (link: string) => `/api/auth/verify-email${new URL(link).search}`;
const emailOf = async (id: string) => (await context.deps.database.db.select().from(users).where(eq(users.id, id)))[0];

describe('POST /api/auth/change-email', () => {
  it('makes the new address the unverified address, mails it a link, keeps the session and voids the old link', async () => {
    // An old verification link, sent before the change, to the old address.
    const { user, cookie } = await createSignedInUser(context);
    await context.deps.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    await call(context, 'POST', '/api/auth/resend-verification', undefined, { email: user.email });
    const resent = await context.mail.waitFor(user.email, 'Verify');
    await context.deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const oldLink = verifyCall(linkIn(resent, '/verify-email?token='));

    const newEmail = uniqueEmail('moved');
    const response = await change(cookie, { newEmail: `  ${newEmail.toUpperCase()} `, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SETTINGS_MESSAGES.emailChangeSent);

    const me = await call(context, 'GET', '/api/auth/user', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: newEmail, emailVerified: false });

    const notice = await context.mail.waitFor(user.email, 'was changed');
    expect(notice.text).not.toContain(newEmail);
    expect((await call(context, 'GET', oldLink)).statusCode).toBe(400);

    const mail = await context.mail.waitFor(newEmail, 'Verify');
    const verified = await call(context, 'GET', verifyCall(linkIn(mail, '/verify-email?token=')));
    expect(verified.statusCode).toBe(200);
    expect(await emailOf(user.id)).toMatchObject({ email: newEmail, emailVerified: true });
    // The new address signs in; the old one no longer does.
    await signIn(context.app, newEmail);
    expect((await call(context, 'POST', '/api/auth/login', undefined, { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
  });

  it('answers a taken address exactly like a free one, changes nothing and mails nobody', async () => {
    const owner = await createUser(context);
    const { user, cookie } = await createSignedInUser(context);
    const sentBefore = context.mail.messages.length;
    const response = await change(cookie, { newEmail: owner.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SETTINGS_MESSAGES.emailChangeSent);
    expect(await emailOf(user.id)).toMatchObject({ email: user.email, emailVerified: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(context.mail.messages.length).toBe(sentBefore);
  });

  it('refuses a wrong password, the same address and an invalid one', async () => {
    const { user, cookie } = await member(context);
    const wrong = await change(cookie, { newEmail: uniqueEmail(), password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Password is incorrect');
    const same = await change(cookie, { newEmail: user.email, password: DEFAULT_PASSWORD });
    expect(same.json().message).toBe(SETTINGS_MESSAGES.sameEmail);
    const invalid = await change(cookie, { newEmail: 'not-an-address', password: DEFAULT_PASSWORD });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields[0]).toMatchObject({ field: 'newEmail', message: 'Please enter a valid email address' });
    expect((await emailOf(user.id))?.email).toBe(user.email);
  });

  it('answers 401 to visitors and 403 to banned accounts, and lets suspended ones change', async () => {
    expect((await change(undefined, { newEmail: 'x' })).statusCode).toBe(401);
    const bannedUser = await member(context, banned());
    const refused = await change(bannedUser.cookie, { newEmail: uniqueEmail(), password: DEFAULT_PASSWORD });
    expect(refused.statusCode).toBe(403);
    const suspendedUser = await member(context, suspended());
    expect((await change(suspendedUser.cookie, { newEmail: uniqueEmail(), password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });
});

describe('change-email rate limit', () => {
  const limited = useTestApp({ rateLimits: true });

  it('allows five attempts an hour per account, then 429 with Retry-After', async () => {
    const { cookie } = await member(limited);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: { cookie },
        payload: { newEmail: uniqueEmail(), password: 'wrong password' },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { cookie },
      payload: { newEmail: uniqueEmail(), password: DEFAULT_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
