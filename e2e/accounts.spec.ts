import { eq } from 'drizzle-orm';
import { accountTokens } from '../server/db/schema';
import { DEFAULT_PASSWORD, expect, expectAccessible, linkIn, pathOf, signIn, test, uniqueEmail } from './fixtures';

/** A mail on a busy machine can take longer than the capture's default 5 s. */
const MAIL_TIMEOUT = 30_000;

test.describe('account life cycle in Chromium', () => {
  test('registers, verifies by e-mail, signs in, stays signed in across a reload and logs out to /', async ({ page, context, mailbox }) => {
    const email = uniqueEmail('e2e');
    const password = 'a fine long password';

    await page.goto('/register');
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('First name').fill('Edsger');
    await page.getByLabel('Last name').fill('Dijkstra');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?registered=true');
    await expect(page.getByText(/verification e-?mail/i).first()).toBeVisible();
    await expectAccessible(page);

    const mail = await mailbox.waitFor(email, 'Verify', MAIL_TIMEOUT);
    await page.goto(pathOf(linkIn(mail, '/verify-email?token=')));
    await expect(page.getByRole('button', { name: /continue/i }).or(page.getByRole('link', { name: /continue/i })).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: 'Discover Amazing Projects' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    const me = await context.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  test('shows the failure toast for a wrong password', async ({ page, createUser }) => {
    const user = await createUser();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Sign In Failed')).toBeVisible();
    await expect(
      page.getByText('The email address or password you entered is incorrect. Please check your credentials and try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('tells an unverified account to verify, then shows the hint after 3 seconds', async ({ page, createUser }) => {
    const user = await createUser({ emailVerified: false });
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    // When each toast first shows, by the page's own clock, so that a slow test process cannot skew it.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const text = document.body.textContent ?? '';
        const now = String(performance.now());
        if (!sessionStorage.getItem('e2e-required-at') && text.includes('Email Verification Required')) sessionStorage.setItem('e2e-required-at', now);
        if (!sessionStorage.getItem('e2e-hint-at') && /spam/i.test(text)) {
          sessionStorage.setItem('e2e-hint-at', now);
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email Verification Required')).toBeVisible();
    await expect(page.getByText(/spam/i).first()).toBeVisible();
    const timing = await page.evaluate(() => ({
      requiredAt: Number(sessionStorage.getItem('e2e-required-at')),
      hintAt: Number(sessionStorage.getItem('e2e-hint-at')),
    }));
    expect(timing.requiredAt).toBeGreaterThan(0);
    // The hint waits 3 s after the first toast; a margin for that toast's own render, not for the hint.
    expect(timing.hintAt - timing.requiredAt).toBeGreaterThan(2_500);
  });

  test('resets a forgotten password: the new one works and an older session is signed out', async ({ createUser, visitorPage, mailbox }) => {
    const user = await createUser();
    const otherDevice = await visitorPage();
    await signIn(otherDevice.context, user.email);
    expect((await otherDevice.context.request.get('/api/auth/user')).status()).toBe(200);

    const { context, page } = await visitorPage({ theme: 'light' });
    await page.goto('/forgot-password');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(user.email).first()).toBeVisible();

    const mail = await mailbox.waitFor(user.email, 'Reset', MAIL_TIMEOUT);
    const resetPath = pathOf(linkIn(mail, '/reset-password?token='));
    await page.goto(resetPath);
    const newPassword = 'brand new password';
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reset password' }).click();
    // The form itself mentions "all devices"; wait for the success view's own heading.
    await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
    await expect(page.getByText(/sign in again with your new password on all your devices/i)).toBeVisible();

    expect((await otherDevice.context.request.get('/api/auth/user')).status()).toBe(401);
    const login = await context.request.post('/api/auth/login', { data: { email: user.email, password: newPassword } });
    expect(login.status()).toBe(200);

    // The same link a second time is spent: the invalid view with a way to ask for a new one.
    await page.goto(resetPath);
    await expect(page.getByText(/1 hour/i).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /request new link/i }).or(page.getByRole('link', { name: /request new link/i })).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('shows the error view for a used or expired verification link', async ({ app, mailbox, page }) => {
    const email = uniqueEmail('expiry');
    const register = await app.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'password-123', confirmPassword: 'password-123', firstName: 'Old', lastName: 'Link' },
    });
    expect(register.statusCode).toBe(201);
    const mail = await mailbox.waitFor(email, 'Verify', MAIL_TIMEOUT);
    await app.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.email, email));

    await page.goto(pathOf(linkIn(mail, '/verify-email?token=')));
    await expect(page.getByText(/24 hours/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/verify-email');
    await expect(page.getByText('Invalid verification link. Please check your email for the correct link.')).toBeVisible();
  });

  test('serves the Not-found page for unknown paths and JSON 404 for unknown API paths', async ({ page, context }) => {
    // Rendered on the server with its real status (decision 0017); the browser takes it over.
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expectAccessible(page);
    const api = await context.request.get('/api/no-such-call');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: expect.any(String) });
  });
});
