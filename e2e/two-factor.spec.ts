import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { securitySettings } from '../server/db/schema';
import { DEFAULT_PASSWORD, expect, expectAccessible, test } from './fixtures';

/** What an authenticator app shows for `secret` at `timestamp`; the test is the app. */
function codeAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
}

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

test('turn on two-factor sign-in, sign out, sign in with a code, and a recovery code works once', async ({ signedInUser }) => {
  test.setTimeout(120_000);
  const { user, page } = await signedInUser({ firstName: 'Tess', lastName: 'Totp' });
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);

  // A wrong code is refused in place.
  const enabling = Date.now();
  const wrong = ['000000', '111111'].find((code) => ![-30_000, 0, 30_000].some((offset) => codeAt(secret, enabling + offset) === code)) ?? '222222';
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('That code is not valid. Check your authenticator app and try again.')).toBeVisible();

  await page.getByLabel('Authentication code').fill(codeAt(secret, enabling));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const shown = page.getByTestId('recovery-code');
  await expect(shown).toHaveCount(10);
  const recoveryCodes = await shown.allTextContents();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left.');

  // Signing in now needs the code: the next step's code (the one that turned it on is spent).
  await signOut(page);
  await passwordStep(page, user.email);
  await expectAccessible(page);
  await page.getByLabel('Authentication code').fill(codeAt(secret, Math.max(Date.now(), enabling + 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // A recovery code works once.
  await signOut(page);
  await passwordStep(page, user.email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  await signOut(page);
  await passwordStep(page, user.email);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That recovery code is not valid or has already been used.')).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // Another one still works, and the Security tab counts what is left.
  await page.getByLabel('Recovery code').fill(recoveryCodes[1] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/settings?tab=security');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('8 recovery codes left.');
});

test('when the admins require it, a moderator without two-factor sign-in is sent to set it up', async ({ app, signedInUser }) => {
  await app.db.insert(securitySettings).values({ id: 1, requireStaffTwoFactor: true }).onConflictDoUpdate({ target: securitySettings.id, set: { requireStaffTwoFactor: true } });
  try {
    const { page } = await signedInUser({ role: 'moderator', firstName: 'Mo' }, { width: 375 });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in required' })).toBeVisible();
    await expect(page.getByText('Staff accounts must turn on two-factor sign-in (Settings → Security) before using staff tools.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/settings' && url.search === '?tab=security');
    await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  } finally {
    await app.db.update(securitySettings).set({ requireStaffTwoFactor: false });
  }
});
