import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { abuseReports, uploads, users } from '../server/db/schema';
import { createUser, DEFAULT_PASSWORD } from '../server/test/factories';
import { png } from '../server/test/projects';
import { expectAccessible, signedInPage, useE2eApp } from './support';

const e2e = useE2eApp();

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(e2e, overrides);
  return { user, ...(await signedInPage(e2e, user.email)) };
}

/** A conversation with one message, through the messaging API. */
async function converse(from: BrowserContext, toId: string, content: string): Promise<void> {
  const opened = await from.request.post('/api/conversations', { data: { user2Id: toId } });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const sent = await from.request.post(`/api/conversations/${(await opened.json()).id}/messages`, { data: { content } });
  expect(sent.status(), await sent.text()).toBe(201);
}

describe('Settings in Chromium', () => {
  it('sends a visitor to sign in', async () => {
    const browserContext = await e2e.newContext();
    const page = await browserContext.newPage();
    await page.goto('/settings');
    await expect.poll(() => page.getByText('You are logged out. Logging in again...').isVisible()).toBe(true);
    await page.waitForURL((url) => url.pathname === '/login' && url.search.includes('next=%2Fsettings'));
    await browserContext.close();
  });

  it('saves notification and theme settings, and a reload keeps them', async () => {
    const { context: browserContext, page } = await signedIn();
    await page.goto('/settings');
    await expect.poll(() => page.getByRole('heading', { name: 'Email address' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('This device').isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const email = page.getByRole('switch', { name: 'Email notifications' });
    await expect.poll(() => email.getAttribute('aria-checked')).toBe('true');
    await expectAccessible(page);
    await email.click();
    await expect.poll(() => page.getByText('Settings Updated').first().isVisible()).toBe(true);
    await expect.poll(() => email.getAttribute('aria-checked')).toBe('false');

    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await page.getByLabel('Theme', { exact: true }).selectOption('light');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
    await expect.poll(async () => (await (await browserContext.request.get('/api/settings')).json()).theme).toBe('light');

    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'Email notifications' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Theme', { exact: true }).inputValue()).toBe('light');
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
    expect(await (await browserContext.request.get('/api/settings')).json()).toMatchObject({ emailNotifications: false, theme: 'light' });
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Privacy' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Public profile' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await browserContext.close();
  });

  it('exports a dated JSON file with the person’s project and conversation', async () => {
    const other = await createUser(e2e, { firstName: 'Grace', lastName: 'Hopper' });
    const { user, context: browserContext, page } = await signedIn();
    const project = await browserContext.request.post('/api/projects', {
      data: { title: 'Exported Compiler', description: 'A project to export', categories: ['code-editors-ides'], technologies: ['Rust'] },
    });
    expect(project.status(), await project.text()).toBe(201);
    await converse(browserContext, other.id, 'Hello Grace, shall we pair?');

    await page.goto('/settings?tab=data');
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`shipyard-export-${new Date().toISOString().slice(0, 10)}.json`);
    await expect.poll(() => page.getByText('Export Complete').first().isVisible()).toBe(true);
    const saved = await file.path();
    const data = JSON.parse(await readFile(saved, 'utf8'));
    expect(data.profile.id).toBe(user.id);
    expect(data.projects.map((item: { title: string }) => item.title)).toEqual(['Exported Compiler']);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0].withUser).toMatchObject({ id: other.id, name: 'Grace Hopper' });
    expect(data.conversations[0].messages.map((message: { content: string }) => message.content)).toEqual(['Hello Grace, shall we pair?']);
    await browserContext.close();
  });

  it('A reports B; B deletes the account from Settings and is gone, files included', async () => {
    const a = await signedIn({ firstName: 'Alan', lastName: 'Reporter' });
    const b = await signedIn({ firstName: 'Bert', lastName: 'Leaving' });

    const reported = await a.context.request.post(`/api/users/${b.user.id}/report`, {
      data: { reason: 'harassment', description: 'Rude messages' },
    });
    expect(reported.status()).toBe(201);
    expect((await reported.json()).message).toBe('Report submitted');
    const [report] = await e2e.deps.database.db.select().from(abuseReports).where(eq(abuseReports.reportedUserId, b.user.id));
    expect(report).toMatchObject({ reporterId: a.user.id, reason: 'harassment', status: 'pending' });

    const image = await png(64, 40, '#f59e0b');
    const uploaded = await b.context.request.post('/api/upload', { multipart: { file: { name: 'shot.png', mimeType: 'image/png', buffer: image } } });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const keys = (await e2e.deps.database.db.select().from(uploads).where(eq(uploads.userId, b.user.id))).flatMap((row) => row.storageKeys);
    const files = keys.map((key) => path.join(e2e.dataDir, 'uploads', key));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(existsSync(file)).toBe(true);

    const { page } = b;
    await page.goto('/settings?tab=data');
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectAccessible(page);
    await dialog.getByLabel(/to confirm/).fill('DELETE');
    await confirm.click();
    await expect.poll(() => page.getByText('Account Deleted').first().isVisible()).toBe(true);
    const shownAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/' && Date.now() - shownAt > 1500, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBeNull();

    expect((await b.context.request.get('/api/auth/user')).status()).toBe(401);
    const login = await b.context.request.post('/api/auth/login', { data: { email: b.user.email, password: DEFAULT_PASSWORD } });
    expect(login.status()).toBe(401);
    await page.goto(`/developers/${b.user.id}`);
    await expect.poll(() => page.getByText('Developer not found').first().isVisible()).toBe(true);
    for (const file of files) expect(existsSync(file)).toBe(false);
    expect(await e2e.deps.database.db.select().from(users).where(eq(users.id, b.user.id))).toEqual([]);
    const [kept] = await e2e.deps.database.db.select().from(abuseReports).where(eq(abuseReports.id, report?.id as string));
    expect(kept).toMatchObject({ reportedUserId: null, reportedUserLabel: 'Deleted user', reason: 'harassment' });

    await a.context.close();
    await b.context.close();
  });
});
