import { eq } from 'drizzle-orm';
import { PROVIDER_MESSAGES } from '../common/sign-in';
import { sessions, users } from '../server/db/schema';
import { expect, expectAccessible } from './fixtures';
import { PROVIDER, PROVIDER_NAME, test } from './oidc-fixtures';

/**
 * Sign in with an OpenID Connect provider (decision 0026), the whole redirect flow in Chromium
 * against a real provider (oidc-provider on loopback) started for this file, with its own login page.
 */
test.describe('Sign in with a provider in Chromium', () => {
  test('first sign-in makes the account, a second lands in it, and a replayed or forged callback is refused', async ({ app, page }) => {
    test.slow();
    const accountId = 'grace';
    const email = `grace-${Date.now()}@provider.example`;
    app.oidc.accounts.set(accountId, { email, emailVerified: true, givenName: 'Grace', familyName: 'Hopper' });

    await page.goto('/login?next=/settings');
    const button = page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` });
    await expect(button).toBeVisible();
    await expectAccessible(page);
    await button.click();

    // The provider's own login page.
    await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
    await page.getByLabel('Account').fill(accountId);
    const callback = page.waitForRequest((request) => request.url().includes(`/auth/providers/${PROVIDER}/callback?`));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const callbackUrl = (await callback).url();
    expect(new URL(callbackUrl).searchParams.get('code')).toBeTruthy();

    // Back on the site, signed in, where `next` said.
    await expect(page).toHaveURL((url) => url.pathname === '/settings');
    await expect(page.getByRole('heading', { name: 'Email address' })).toBeVisible();
    await expect.poll(async () => (await app.db.select().from(users).where(eq(users.email, email)))[0]?.firstName).toBe('Grace');
    const [created] = await app.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ lastName: 'Hopper', emailVerified: true, passwordHash: null });

    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('list', { name: 'Sign-in providers' }).getByText(`${accountId} · linked`)).toBeVisible();
    await expect(page.getByTestId('sign-in-method')).toHaveText(PROVIDER_NAME);
    await expectAccessible(page);

    // Sign out, sign in again: the provider remembers the person, the site finds the same account.
    expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect.poll(async () => (await page.request.get('/api/auth/user')).status()).toBe(200);
    expect((await (await page.request.get('/api/auth/user')).json()).id).toBe(created?.id);
    await expect.poll(async () => (await app.db.select().from(sessions).where(eq(sessions.userId, created?.id ?? ''))).length).toBe(1);

    // The first callback again: spent.
    await page.goto(callbackUrl);
    await expect(page.getByText(PROVIDER_MESSAGES.invalidCallback)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();

    // A callback whose state is not the one this browser's flow under way holds.
    const started = await page.request.post(`/api/auth/providers/${PROVIDER}/start`, { data: {} });
    expect(started.ok()).toBe(true);
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', 'forged-by-someone-else');
    expect(forged.searchParams.get('state')).not.toBe(new URL((await started.json()).url).searchParams.get('state'));
    await page.goto(forged.pathname + forged.search);
    await expect(page.getByText(PROVIDER_MESSAGES.invalidCallback)).toBeVisible();
    await expectAccessible(page);
  });

  test('an address that already has an account is linked only after its owner signs in and confirms', async ({ app, page, createUser }) => {
    test.slow();
    const owner = await createUser({ firstName: 'Olga' });
    app.oidc.accounts.set('olga-at-acme', { email: owner.email, emailVerified: true, givenName: 'Olga', familyName: 'Other' });

    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` }).click();
    await page.getByLabel('Account').fill('olga-at-acme');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: `Link your ${PROVIDER_NAME} account` })).toBeVisible();
    await expect.poll(async () => (await page.request.get('/api/auth/user')).status()).toBe(401);

    await page.getByRole('link', { name: 'Sign in to link' }).click();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'security');
    const offer = page.getByTestId('link-offer');
    await expect(offer).toContainText('olga-at-acme');
    await offer.getByRole('button', { name: `Link ${PROVIDER_NAME}` }).click();
    await expect(page.getByRole('list', { name: 'Sign-in providers' }).getByText('olga-at-acme · linked')).toBeVisible();
    await expect(offer).toHaveCount(0);
  });
});
