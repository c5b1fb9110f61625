import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../server/db/schema';
import { createUser, DEFAULT_PASSWORD, uniqueEmail } from '../server/test/factories';
import { linkIn } from '../server/test/smtp-capture';
import { expectAccessible, signInContext, useE2eApp } from './support';

const e2e = useE2eApp();

/** Turns an e-mailed link into a path on the app under test. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe('account life cycle in Chromium', () => {
  it('registers, verifies by e-mail, signs in, stays signed in across a reload and logs out to /', async () => {
    const browserContext = await e2e.newContext();
    const page = await browserContext.newPage();
    const email = uniqueEmail('e2e');
    const password = 'a fine long password';

    await page.goto('/register');
    await expectAccessible(page);
    await page.getByLabel('First name').fill('Edsger');
    await page.getByLabel('Last name').fill('Dijkstra');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/login?registered=true');
    await expect.poll(() => page.getByText(/verification e-?mail/i).first().isVisible()).toBe(true);
    await expectAccessible(page);

    const mail = await e2e.mail.waitFor(email, 'Verify');
    await page.goto(pathOf(linkIn(mail, '/verify-email?token=')));
    await expect.poll(() => page.getByRole('button', { name: /continue/i }).or(page.getByRole('link', { name: /continue/i })).first().isVisible()).toBe(true);
    await expectAccessible(page);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { name: 'Discover Amazing Projects' }).isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);
    const me = await browserContext.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
    await browserContext.close();
  });

  it('shows the failure toast for a wrong password', async () => {
    const user = await createUser(e2e);
    const browserContext = await e2e.newContext();
    const page = await browserContext.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Sign In Failed').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText('The email address or password you entered is incorrect. Please check your credentials and try again.')
          .isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await browserContext.close();
  });

  it('tells an unverified account to verify, then shows the hint after 3 seconds', async () => {
    const user = await createUser(e2e, { emailVerified: false });
    const browserContext = await e2e.newContext();
    const page = await browserContext.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Email Verification Required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/spam/i).first().isVisible(), { timeout: 6000 }).toBe(true);
    await browserContext.close();
  });

  it('resets a forgotten password: the new one works and an older session is signed out', async () => {
    const user = await createUser(e2e);
    const otherDevice = await e2e.newContext();
    await signInContext(otherDevice, user.email, DEFAULT_PASSWORD);
    expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(200);

    const browserContext = await e2e.newContext({ theme: 'light' });
    const page = await browserContext.newPage();
    await page.goto('/forgot-password');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(user.email).first().isVisible()).toBe(true);

    const mail = await e2e.mail.waitFor(user.email, 'Reset');
    const resetPath = pathOf(linkIn(mail, '/reset-password?token='));
    await page.goto(resetPath);
    const newPassword = 'brand new password';
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reset password' }).click();
    // The form itself mentions "all devices"; wait for the success view's own heading.
    await expect.poll(() => page.getByRole('heading', { name: 'Password reset' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/sign in again with your new password on all your devices/i).isVisible()).toBe(true);

    expect((await otherDevice.request.get('/api/auth/user')).status()).toBe(401);
    const login = await browserContext.request.post('/api/auth/login', { data: { email: user.email, password: newPassword } });
    expect(login.status()).toBe(200);

    // The same link a second time is spent: the invalid view with a way to ask for a new one.
    await page.goto(resetPath);
    await expect.poll(() => page.getByText(/1 hour/i).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: /request new link/i }).or(page.getByRole('link', { name: /request new link/i })).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await otherDevice.close();
    await browserContext.close();
  });

  it('shows the error view for a used or expired verification link', async () => {
    const email = uniqueEmail('expiry');
    const register = await e2e.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'password-123', confirmPassword: 'password-123', firstName: 'Old', lastName: 'Link' },
    });
    expect(register.statusCode).toBe(201);
    const mail = await e2e.mail.waitFor(email, 'Verify');
    await e2e.deps.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.email, email));

    const browserContext = await e2e.newContext();
    const page = await browserContext.newPage();
    await page.goto(pathOf(linkIn(mail, '/verify-email?token=')));
    await expect.poll(() => page.getByText(/24 hours/).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: /sign in/i }).first().isVisible()).toBe(true);
    await expectAccessible(page);

    await page.goto('/verify-email');
    await expect
      .poll(() => page.getByText('Invalid verification link. Please check your email for the correct link.').isVisible())
      .toBe(true);
    await browserContext.close();
  });

  it('serves the Not-found page for unknown paths and JSON 404 for unknown API paths', async () => {
    const browserContext = await e2e.newContext();
    const page = await browserContext.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/not found/i);
    await expectAccessible(page);
    const api = await browserContext.request.get('/api/no-such-call');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: expect.any(String) });
    await browserContext.close();
  });
});
