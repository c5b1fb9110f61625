import { expect } from './fixtures';
import { PROVIDER_NAME, test } from './oidc-fixtures';

const DIR = '/tmp/shots-providers';

test('screens', async ({ app, browser, createUser }) => {
  test.slow();
  for (const [width, theme] of [[1280, 'dark'], [375, 'light']] as const) {
    const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width, height: 900 } });
    await context.addInitScript((t) => localStorage.setItem('vite-ui-theme', t), theme);
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` })).toBeVisible();
    await page.screenshot({ path: `${DIR}/login-${width}.png`, fullPage: true });
    await page.goto('/register');
    await expect(page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` })).toBeVisible();
    await page.screenshot({ path: `${DIR}/register-${width}.png`, fullPage: true });
    await page.goto('/auth/providers/acme/callback?code=x&state=y');
    await expect(page.getByRole('heading', { name: 'Sign-in failed' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/callback-error-${width}.png`, fullPage: true });

    // An offer waiting, then the security tab.
    const owner = await createUser({ firstName: 'Olga' });
    const id = `olga-${width}`;
    app.oidc.accounts.set(id, { email: owner.email, emailVerified: true, givenName: 'Olga', familyName: 'O' });
    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` }).click();
    await page.getByLabel('Account').fill(id);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: /Link your/ })).toBeVisible();
    await page.screenshot({ path: `${DIR}/link-required-${width}.png`, fullPage: true });
    await page.request.post('/api/auth/login', { data: { email: owner.email, password: 'correct horse battery' } });
    await page.goto('/settings?tab=security');
    await expect(page.getByTestId('link-offer')).toBeVisible();
    await expect(page.getByText('This device')).toBeVisible();
    await page.screenshot({ path: `${DIR}/security-offer-${width}.png`, fullPage: true });
    await page.getByTestId('link-offer').getByRole('button', { name: /Link/ }).click();
    await expect(page.getByText(`${id} · linked`)).toBeVisible();
    await page.screenshot({ path: `${DIR}/security-linked-${width}.png`, fullPage: true });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scroll).toBe(false);
    await context.close();
  }
});
