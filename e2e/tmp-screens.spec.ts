import { Secret, TOTP } from 'otpauth';
import { DEFAULT_PASSWORD, expect, test } from './fixtures';

const dir = '/tmp/sf-shots';

for (const [width, theme] of [[1280, 'dark'], [375, 'light'], [375, 'dark']] as const) {
  test(`screens ${width} ${theme}`, async ({ signedInUser, visitorPage }) => {
    test.setTimeout(120_000);
    const { user, page } = await signedInUser({ firstName: 'Shot' }, { width, theme });
    await page.goto('/settings?tab=security');
    await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await page.screenshot({ path: `${dir}/security-off-${width}-${theme}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await page.screenshot({ path: `${dir}/security-setup-${width}-${theme}.png`, fullPage: true });
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel('Authentication code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('recovery-code')).toHaveCount(10);
    await page.screenshot({ path: `${dir}/security-codes-${width}-${theme}.png`, fullPage: true });
    await page.getByRole('button', { name: 'I have saved my codes' }).click();
    await expect(page.getByTestId('recovery-codes-left')).toBeVisible();
    await page.screenshot({ path: `${dir}/security-on-${width}-${theme}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.screenshot({ path: `${dir}/security-prompt-${width}-${theme}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/settings');
    await expect(page.getByText('Authentication code').first()).toBeVisible();
    await page.screenshot({ path: `${dir}/account-${width}-${theme}.png`, fullPage: true });

    const visitor = await visitorPage({ width, theme });
    await visitor.page.goto('/login');
    await expect(visitor.page.getByRole('button', { name: 'Continue with a passkey' })).toBeVisible();
    await visitor.page.screenshot({ path: `${dir}/login-${width}-${theme}.png`, fullPage: true });
    await visitor.page.getByLabel('Email').fill(user.email);
    await visitor.page.getByLabel('Password', { exact: true }).fill(DEFAULT_PASSWORD);
    await visitor.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(visitor.page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await visitor.page.screenshot({ path: `${dir}/second-step-${width}-${theme}.png`, fullPage: true });
    const scroll = await visitor.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
  });
}
