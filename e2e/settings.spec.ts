import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { abuseReports, sessions, uploads, users } from '../server/db/schema';
import { png } from '../server/test/projects';
import { DEFAULT_PASSWORD, expect, expectAccessible, expectSentToSignIn, test } from './fixtures';

/** A conversation with one message, through the messaging API. */
async function converse(from: BrowserContext, toId: string, content: string): Promise<void> {
  const opened = await from.request.post('/api/conversations', { data: { user2Id: toId } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const sent = await from.request.post(`/api/conversations/${(await opened.json()).id}/messages`, { data: { content } });
  expect(sent.status(), await sent.text()).toBe(201);
}

/** Today's date as the export's file name has it (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

test.describe('Settings in Chromium', () => {
  test('sends a visitor to sign in', async ({ page }) => {
    await expectSentToSignIn(page, '/settings');
  });

  test('saves notification and theme settings, and a reload keeps them', async ({ signedInUser }) => {
    const { context, page } = await signedInUser();
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Email address' })).toBeVisible();
    await expectAccessible(page);
    // The sessions list is under Security (decision 0026), with how each session signed in.
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByText('This device')).toBeVisible();
    await expect(page.getByTestId('sign-in-method')).toHaveText('Password');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const email = page.getByRole('switch', { name: 'Email notifications' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);
    await email.click();
    await expect(page.getByText('Settings Updated').first()).toBeVisible();
    await expect(email).toHaveAttribute('aria-checked', 'false');

    const html = page.locator('html');
    await expect(html).toContainClass('dark');
    await page.getByLabel('Theme', { exact: true }).selectOption('light');
    await expect(html).toContainClass('light');
    await expect.poll(async () => (await (await context.request.get('/api/settings')).json()).theme).toBe('light');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('light');
    await expect(html).toContainClass('light');
    expect(await (await context.request.get('/api/settings')).json()).toMatchObject({ emailNotifications: false, theme: 'light' });
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Privacy' }).click();
    await expect(page.getByRole('switch', { name: 'Public profile' })).toBeVisible();
    await expectAccessible(page);
  });

  test('exports a dated JSON file with the person’s project and conversation', async ({ createUser, signedInUser }) => {
    const other = await createUser({ firstName: 'Grace', lastName: 'Hopper' });
    const { user, context, page } = await signedInUser();
    const project = await context.request.post('/api/projects', {
      data: { title: 'Exported Compiler', description: 'A project to export', categories: ['code-editors-ides'], technologies: ['Rust'] },
    });
    expect(project.status(), await project.text()).toBe(201);
    await converse(context, other.id, 'Hello Grace, shall we pair?');

    await page.goto('/settings?tab=data');
    await expect(page.getByRole('button', { name: 'Export my data' })).toBeVisible();
    await expectAccessible(page);
    const dayBefore = today();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    // The date is the server's at the moment of export: either side of a midnight the test may straddle.
    expect([dayBefore, today()].map((day) => `shipyard-export-${day}.json`)).toContain(file.suggestedFilename());
    await expect(page.getByText('Export Complete').first()).toBeVisible();
    const saved = await file.path();
    const data = JSON.parse(await readFile(saved, 'utf8'));
    expect(data.profile.id).toBe(user.id);
    expect(data.projects.map((item: { title: string }) => item.title)).toEqual(['Exported Compiler']);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].withUser).toMatchObject({ id: other.id, name: 'Grace Hopper' });
    expect(data.conversations[0].messages.map((message: { content: string }) => message.content)).toEqual(['Hello Grace, shall we pair?']);
  });

  test('A reports B; B deletes the account from Settings and is gone, files included', async ({ app, signedInUser }) => {
    const a = await signedInUser({ firstName: 'Alan', lastName: 'Reporter' });
    const b = await signedInUser({ firstName: 'Bert', lastName: 'Leaving' });

    const reported = await a.context.request.post(`/api/users/${b.user.id}/report`, {
      data: { reason: 'harassment', description: 'Rude messages' },
    });
    expect(reported.status()).toBe(201);
    expect((await reported.json()).message).toBe('Report submitted');
    const [report] = await app.db.select().from(abuseReports).where(eq(abuseReports.reportedUserId, b.user.id));
    expect(report).toMatchObject({ reporterId: a.user.id, reason: 'harassment', status: 'pending' });

    const image = await png(64, 40, '#f59e0b');
    const uploaded = await b.context.request.post('/api/upload', { multipart: { file: { name: 'shot.png', mimeType: 'image/png', buffer: image } } });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const keys = (await app.db.select().from(uploads).where(eq(uploads.userId, b.user.id))).flatMap((row) => row.storageKeys);
    const files = keys.map((key) => path.join(app.dataDir, 'uploads', key));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(file)).toBe(true);

    const { page } = b;
    await page.goto('/settings?tab=data');
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await expectAccessible(page);
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    // Spec §4: the toast stays 2 s before the app leaves for /. Timed by the page's own clock (when
    // the toast appears, when the next document starts), so a slow test process cannot skew it.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes('Account Deleted')) return;
        sessionStorage.setItem('e2e-toast-shown-at', String(Date.now()));
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await confirm.click();
    await expect(page.getByText('Account Deleted').first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    const timing = await page.evaluate(() => ({ shownAt: Number(sessionStorage.getItem('e2e-toast-shown-at')), leftAt: performance.timeOrigin }));
    expect(timing.shownAt).toBeGreaterThan(0);
    expect(timing.leftAt - timing.shownAt).toBeGreaterThan(1500);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull();

    expect((await b.context.request.get('/api/auth/user')).status()).toBe(401);
    const login = await b.context.request.post('/api/auth/login', { data: { email: b.user.email, password: DEFAULT_PASSWORD } });
    expect(login.status()).toBe(401);
    await page.goto(`/developers/${b.user.id}`);
    await expect(page.getByText('Developer not found').first()).toBeVisible();
    for (const file of files) expect(existsSync(file)).toBe(false);
    expect(await app.db.select().from(users).where(eq(users.id, b.user.id))).toEqual([]);
    const [kept] = await app.db.select().from(abuseReports).where(eq(abuseReports.id, report?.id as string));
    expect(kept).toMatchObject({ reportedUserId: null, reportedUserLabel: 'Deleted user', reason: 'harassment' });
  });

  test('a session signed in long ago confirms with the password before the account is deleted (decision 0039)', async ({ app, signedInUser }) => {
    for (const width of [1280, 375]) {
      const { user, page } = await signedInUser({ firstName: 'Olive', lastName: 'Older' }, { width });
      // Signed in "long ago": the session's proof is older than the window.
      await app.db.update(sessions).set({ provedAt: new Date(Date.now() - 60 * 60 * 1000) }).where(eq(sessions.userId, user.id));
      await page.goto('/settings?tab=data');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel(/to confirm/).fill('DELETE');
      await dialog.getByRole('button', { name: 'Delete account' }).click();

      const confirmation = page.getByRole('dialog', { name: 'Confirm it’s you' });
      await expect(confirmation).toBeVisible();
      const password = confirmation.getByLabel('Password', { exact: true });
      await expect(password).toBeFocused();
      await expectAccessible(page);
      await password.fill('not my password');
      await page.keyboard.press('Enter');
      await expect(confirmation.getByText('Password is incorrect')).toBeVisible();
      expect(await app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);

      if (width === 375) {
        // Cancelling leaves everything as it was, without an error.
        await confirmation.getByRole('button', { name: 'Cancel' }).click();
        await expect(confirmation).toBeHidden();
        await expect(page.getByText('Account Deleted')).toHaveCount(0);
        expect(await app.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
        continue;
      }
      await password.fill(DEFAULT_PASSWORD);
      await page.keyboard.press('Enter');
      // The deletion is made again once confirmed.
      await expect(page.getByText('Account Deleted').first()).toBeVisible();
      await expect.poll(async () => app.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    }
  });
});
