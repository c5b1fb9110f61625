import { expect, expectAccessible, test } from './fixtures';

test.describe('the Backups tab in Chromium (issue 17)', () => {
  test('an admin backs up now, follows the progress, and downloads the archive through its link', async ({ signedInUser }) => {
    test.slow();
    const { page } = await signedInUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Backups' }).click();
    await expect(page.getByRole('heading', { name: 'No backups yet' })).toBeVisible();
    await expect(page.getByText('No schedule: set BACKUP_SCHEDULE')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Back up now' }).click();
    const item = page.getByTestId('backup');
    await expect(item).toHaveCount(1, { timeout: 60_000 });
    await expect(item).toContainText(/shipyard-backup-.*\.tar\.gz/);
    await expect(item).toContainText(/migration \d{4}_/);
    await expect(page.getByRole('button', { name: 'Back up now' })).toBeEnabled();

    const downloading = page.waitForEvent('download');
    await item.getByRole('button', { name: /^Download / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^shipyard-backup-.*\.tar\.gz$/);
    expect(await download.failure()).toBeNull();
    await expectAccessible(page);
  });

  test('fits a phone, and a moderator has no Backups tab', async ({ signedInUser }) => {
    const admin = await signedInUser({ role: 'admin' }, { width: 375, theme: 'light' });
    await admin.page.goto('/admin');
    await admin.page.getByRole('tab', { name: 'Backups' }).click();
    await expect(admin.page.getByRole('button', { name: 'Back up now' })).toBeVisible();
    await expect.poll(() => admin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    const moderator = await signedInUser({ role: 'moderator' });
    await moderator.page.goto('/admin');
    await expect(moderator.page.getByRole('tab', { name: 'Appeals' })).toBeVisible();
    await expect(moderator.page.getByRole('tab', { name: 'Backups' })).toHaveCount(0);
  });
});
