import type { Page } from '@playwright/test';
import { APPEAL_MESSAGES } from '../common/appeals';
import { expect, expectAccessible, test } from './fixtures';

const visible = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();

test.describe('appeals in Chromium (decision 0023)', () => {
  test('a suspended member appeals from the banner → a moderator accepts → the banner is gone, both steps audited, no second appeal', async ({
    signedInUser,
  }) => {
    test.slow();
    const sam = await signedInUser({ firstName: 'Sam', lastName: 'Suspended' });
    const mo = await signedInUser({ role: 'moderator', firstName: 'Mo', lastName: 'Moderator' });

    // The moderator suspends Sam (through the panel's call).
    const suspended = await mo.context.request.post(`/api/admin/users/${sam.user.id}/suspend`, { data: { reason: 'Posting the same link everywhere', duration: 7 } });
    expect(suspended.status()).toBe(200);

    // Sam sees the banner, opens the appeal form, and sends it.
    await sam.page.goto('/');
    await visible(sam.page, 'Account Suspended');
    await sam.page.getByRole('button', { name: 'Appeal this suspension' }).click();
    const field = sam.page.getByLabel('Why should this decision be reconsidered?');
    await sam.page.getByRole('button', { name: 'Send appeal' }).click();
    await visible(sam.page, APPEAL_MESSAGES.textRequired);
    await expectAccessible(sam.page);
    await field.fill('A script of mine went wrong; it is fixed now.');
    await sam.page.getByRole('button', { name: 'Send appeal' }).click();
    await visible(sam.page, 'Your appeal of this suspension is waiting for review by the moderators.');
    const sanctionId = ((await (await sam.context.request.get('/api/appeals/mine')).json()) as { sanction: { id: string } }).sanction.id;

    // The moderator sees it on the stat card and in the queue, and accepts it with a reason.
    const page = mo.page;
    await page.goto('/admin');
    await expect(page.getByTestId('stat-pendingAppeals')).toHaveText('1');
    await page.getByRole('tab', { name: 'Appeals' }).click();
    const card = page.getByRole('listitem', { name: 'Appeal by Sam Suspended' });
    await expect(card).toContainText('A script of mine went wrong; it is fixed now.');
    await expect(card).toContainText('Posting the same link everywhere');
    await expectAccessible(page);
    await card.getByLabel('Decision reason').fill('Thanks for explaining; the script is fixed.');
    await card.getByRole('button', { name: 'Accept and lift' }).click();
    await visible(page, APPEAL_MESSAGES.accepted);
    await visible(page, 'No appeals are waiting.');
    await expect(page.getByTestId('stat-pendingAppeals')).toHaveText('0');

    // Sam's banner is gone and Sam can post again.
    await sam.page.reload();
    await expect(sam.page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(sam.page.getByText('Account Suspended')).toHaveCount(0);

    // The audit log shows both steps: the appeal and its acceptance.
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await visible(page, 'Accepted appeal');
    await visible(page, 'Appealed');
    await visible(page, 'Thanks for explaining; the script is fixed.');

    // A second appeal of the same sanction is refused, with a clear message.
    const again = await sam.context.request.post('/api/appeals', { data: { sanctionId, text: 'Once more' } });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(APPEAL_MESSAGES.alreadyAppealed);
  });

  test('a rejected appeal stays on the banner with its reason; a moderator has no Staff tab', async ({ signedInUser }) => {
    const wes = await signedInUser({ firstName: 'Wes', lastName: 'Warned' });
    const mo = await signedInUser({ role: 'moderator', firstName: 'Mia', lastName: 'Moderator' });
    expect((await mo.context.request.post(`/api/admin/users/${wes.user.id}/warn`, { data: { reason: 'Rude reply' } })).status()).toBe(200);
    const mine = (await (await wes.context.request.get('/api/appeals/mine')).json()) as { sanction: { id: string } };
    const filed = await wes.context.request.post('/api/appeals', { data: { sanctionId: mine.sanction.id, text: 'It was a joke' } });
    const appealId = ((await filed.json()) as { id: string }).id;
    expect((await mo.context.request.post(`/api/admin/appeals/${appealId}/reject`, { data: { reason: 'Jokes can hurt too' } })).status()).toBe(200);
    await wes.page.goto('/');
    await visible(wes.page, 'Account Warning');
    await visible(wes.page, 'Your appeal of this warning was rejected.');
    await visible(wes.page, 'Reason: Jokes can hurt too');
    await expect(wes.page.getByRole('button', { name: 'Appeal this warning' })).toHaveCount(0);

    await mo.page.goto('/admin');
    await visible(mo.page, 'Admin Panel');
    await expect(mo.page.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  });
});

test.describe('the first-start instructions (decision 0023)', () => {
  test('visitors never see them on the landing page; the one-time link page names the command', async ({ visitorPage }) => {
    // No spec of this file makes an admin before this one: this worker's site has none yet.
    const { page } = await visitorPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Show the world what you ship' })).toBeVisible();
    await expect(page.getByText(/grant-admin|no administrator|setup link/)).toHaveCount(0);
    // The holder of the link (printed in the server's log) gets the other way too.
    await page.goto('/setup/a-token-from-the-log');
    await expect(page.getByRole('heading', { name: 'Become the administrator' })).toBeVisible();
    await expect(page.getByTestId('setup-by-command')).toContainText('npm run cli -- grant-admin <email>');
  });
});

// After the first-start instructions: this makes an admin, which those need the site not to have.
test.describe('sanctioned staff in Chromium (decision 0040)', () => {
  test('a suspended moderator finds the panel paused, with the way to appeal; the rights return when it is lifted', async ({ signedInUser }) => {
    const boss = await signedInUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const mo = await signedInUser({ role: 'moderator', firstName: 'Mo', lastName: 'Moderator' });
    const suspended = await boss.context.request.post(`/api/admin/users/${mo.user.id}/suspend`, { data: { reason: 'Closed reports unread', duration: 3 } });
    expect(suspended.status()).toBe(200);

    await mo.page.goto('/admin');
    await expect(mo.page.getByRole('heading', { name: 'Your staff rights are paused' })).toBeVisible();
    await expect(mo.page.getByRole('tab', { name: 'Abuse Reports' })).toHaveCount(0);
    await visible(mo.page, 'Account Suspended');
    await expectAccessible(mo.page);

    const lifted = await boss.context.request.post(`/api/admin/users/${mo.user.id}/unban`, { data: { reason: 'Talked it through' } });
    expect(lifted.status()).toBe(200);
    await mo.page.reload();
    await expect(mo.page.getByRole('tab', { name: 'Abuse Reports' })).toBeVisible();
  });
});
