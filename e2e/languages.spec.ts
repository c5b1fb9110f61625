import { sendNotificationDigests } from '../server/features/notifications/digest';
import { expect, signIn, test } from './fixtures';

/**
 * Issue 18 (decision 0033): the site in the reader's language. A visitor's browser asks for German
 * and gets the landing page in German, from the server's first byte; a member switches to Japanese
 * in Settings and the app shell, Settings, a validation message and their next notification e-mail
 * follow at once. English visitors (Chromium sends en-US) keep the English texts every other spec reads.
 */
const MAIL_TIMEOUT = 15_000;

test('a visitor whose browser asks for German gets the landing page in German, and can switch', async ({ browser, app }) => {
  const context = await browser.newContext({ baseURL: app.baseURL, locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' } });
  const page = await context.newPage();
  const response = await page.goto('/');
  // The server wrote it in German: no English first, then German.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('Zeig der Welt, was du baust');
  expect(html).toMatch(/<link rel="alternate" hreflang="ja" href="[^"]*\/\?lang=ja"/);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Zeig der Welt, was du baust' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();

  // The footer's switcher: French at once, and the next page the server sends is French too.
  // The footer is hydrated once it scrolls into view (ShowWhenVisible): a choice made before is
  // made again until the page answers it.
  const french = page.getByRole('heading', { level: 1, name: 'Montrez au monde ce que vous créez' });
  await expect(async () => {
    await page.getByRole('combobox', { name: /Sprache|Langue/ }).selectOption('fr');
    await expect(french).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.goto('/developers');
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await context.close();
});

test('a member switches to Japanese in Settings: the shell, Settings, a validation message and e-mails follow', async ({ browser, app, createUser, mailbox }) => {
  const member = await createUser({ firstName: 'Haruki' });
  const context = await browser.newContext({ baseURL: app.baseURL });
  await signIn(context, member.email);
  const page = await context.newPage();
  await page.goto('/settings?tab=notifications');
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('ja');

  // At once, without a reload: Settings and the navigation bar.
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '通知' })).toBeVisible();
  await expect(page.getByRole('link', { name: '開発者' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText('設定を更新しました').first()).toBeVisible();
  // Japanese lines end between phrases in headings and labels, and never start with ー or a small
  // kana; running text keeps the usual breaking (web/src/index.css).
  const title = page.getByRole('heading', { level: 1, name: '設定' });
  await expect(title).toHaveCSS('word-break', 'auto-phrase');
  await expect(title).toHaveCSS('line-break', 'strict');
  await expect(page.getByRole('main').locator('p').first()).toHaveCSS('word-break', 'normal');

  // A form rule's message, in Japanese.
  await page.getByRole('tab', { name: 'アカウント' }).click();
  await page.getByRole('button', { name: 'パスワードを変更' }).click();
  await expect(page.getByText('現在のパスワードを入力してください')).toBeVisible();

  // The setting is the member's: a new page, from the server, is Japanese before any script runs.
  const response = await page.goto('/settings');
  expect((await response?.text()) ?? '').toContain('<html lang="ja"');
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();

  // The server's own refusal, in Japanese: a wrong current password.
  const refused = await context.request.post('/api/auth/change-password', {
    data: { currentPassword: 'not the password', newPassword: 'quartz lantern harbor violet 42', confirmPassword: 'quartz lantern harbor violet 42' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('現在のパスワードが正しくありません');

  // A notification e-mail: someone follows the member, and the digest goes out in Japanese.
  const follower = await createUser({ firstName: 'Aiko', lastName: 'Mori' });
  const followerContext = await browser.newContext({ baseURL: app.baseURL });
  await signIn(followerContext, follower.email);
  expect((await followerContext.request.post(`/api/users/${member.id}/follow`)).ok()).toBe(true);
  await followerContext.close();
  await expect.poll(() => sendNotificationDigests(app.deps, { quietMs: 0 })).toBe(1);
  const mail = await mailbox.waitFor(member.email, 'フォロワー', MAIL_TIMEOUT);
  expect(mail.subject).toBe('1人の新しいフォロワー');
  expect(mail.text).toContain('Harukiさん、こんにちは。');
  expect(mail.text).toContain('Aiko Moriさんがあなたをフォローしました');
  expect(mail.html).toContain('<html lang="ja">');
  await context.close();
});
