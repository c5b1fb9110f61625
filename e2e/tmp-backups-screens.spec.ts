import { expect, test } from './fixtures';

test('screenshots of the Backups tab', async ({ signedInUser }) => {
  test.slow();
  for (const [width, theme] of [
    [1280, 'dark'],
    [375, 'light'],
  ] as const) {
    const { page } = await signedInUser({ role: 'admin' }, { width, theme });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Backups' }).click();
    await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();
    await page.screenshot({ path: `/tmp/backups-${width}-${theme}-before.png`, fullPage: true });
    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect(page.getByTestId('backup').first()).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `/tmp/backups-${width}-${theme}-after.png`, fullPage: true });
  }
});
