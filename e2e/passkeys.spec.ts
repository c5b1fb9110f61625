import type { CDPSession, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../server/db/schema';
import { createTestContext } from '../server/test/harness';
import { freePort } from '../server/test/free-port';
import { type E2eApp, expect, expectAccessible, test as base } from './fixtures';

/**
 * WebAuthn refuses an IP address as the relying party's id, so this file's app is reached as
 * http://localhost:<port> (APP_URL too, decision 0025); the rest is the shared fixture.
 */
const test = base.extend<object, { app: E2eApp }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const port = await freePort();
      const baseURL = `http://localhost:${port}`;
      const webRoot = process.env.SHIPYARD_E2E_WEB_ROOT;
      if (!webRoot) throw new Error('SHIPYARD_E2E_WEB_ROOT is not set: run the specs with `npx playwright test`');
      const created = await createTestContext({ webRoot, environment: { APP_URL: baseURL } });
      try {
        // Fastify listens on both loopback addresses for 'localhost', however the browser resolves it.
        await created.app.listen({ port, host: 'localhost' });
        await use({ ...created, baseURL, db: created.deps.database.db });
      } finally {
        await created.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** Chromium's virtual authenticator: a platform authenticator with resident keys and a verified user. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return cdp;
}

/** A browser whose autofill offers no passkeys (so the page's buttons are what signs in). */
async function withoutAutofillPasskeys(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}

test('register a passkey, sign out, sign in with it alone', async ({ signedInUser }) => {
  test.setTimeout(120_000);
  const { user, page } = await signedInUser({ firstName: 'Pat', lastName: 'Passkey' });
  await virtualAuthenticator(page);
  await page.goto('/settings?tab=security');
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByLabel('Name for a new passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Test laptop')).toBeVisible();
  await expect(list.getByText(/Never used/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // Conditional UI: the sign-in page offers the passkey in the e-mail field's autofill. Chromium's
  // virtual authenticator answers such a request at once, as a person picking the passkey would.
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).id).toBe(user.id);
  await page.goto('/settings?tab=security');
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText(/Last used/)).toBeVisible();

  // The button, in a browser without conditional UI.
  await withoutAutofillPasskeys(page);
  await page.request.post('/api/auth/logout');
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).id).toBe(user.id);
});

test('a passkey serves as the second step instead of the code', async ({ signedInUser, app }) => {
  test.setTimeout(120_000);
  const { user, page } = await signedInUser({ firstName: 'Sam', lastName: 'Second' });
  await virtualAuthenticator(page);
  // Otherwise the sign-in page's autofill request signs in with the passkey alone before the password.
  await withoutAutofillPasskeys(page);
  await page.goto('/settings?tab=security');
  await page.getByLabel('Name for a new passkey').fill('Phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Phone')).toBeVisible();

  // Two-factor sign-in on, through the same calls the Security tab makes.
  const { Secret, TOTP } = await import('otpauth');
  const setup = await (await page.request.post('/api/auth/two-factor/setup')).json();
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
  expect((await page.request.post('/api/auth/two-factor/enable', { data: { code } })).status()).toBe(200);
  expect(app.baseURL).toContain('localhost');

  await page.request.post('/api/auth/logout');
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).id).toBe(user.id);
});

test('the last way to sign in cannot be removed: the passkey list says why', async ({ signedInUser, app }) => {
  test.setTimeout(120_000);
  const { user, page } = await signedInUser({ firstName: 'Lee', lastName: 'Last' });
  await virtualAuthenticator(page);
  await page.goto('/settings?tab=security');
  await page.getByLabel('Name for a new passkey').fill('Only key');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Only key')).toBeVisible();

  // As an account a provider made: no password, so this passkey is its only way in.
  await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  await list.getByRole('button', { name: 'Remove Only key' }).click();
  await expect(list.getByRole('alert')).toHaveText(/This passkey is your only way to sign in\./);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your passkeys' }).getByText('Only key')).toBeVisible();
});
