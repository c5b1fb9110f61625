import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { abuseReports } from '../server/db/schema';
import { expect, expectAccessible, expectSentToSignIn, test } from './fixtures';

async function send(page: Page, text: string): Promise<void> {
  const field = page.getByLabel(/^Message to /);
  await field.fill(text);
  await field.press('Enter');
}

const thread = (page: Page) => page.getByRole('list', { name: /^Messages with / });

test.describe('messaging in Chromium', () => {
  test('A messages B, B sees it live and replies, A sees the reply; B blocks A and A’s next message is refused', async ({ app, createUser, signedInPage }) => {
    // A long journey with several accessibility scans: give it the room test.slow() gives (3×).
    test.slow();
    const ada = await createUser({ firstName: 'Ada', lastName: 'Sender' });
    const bob = await createUser({ firstName: 'Bob', lastName: 'Receiver' });
    const a = await signedInPage(ada.email);
    const b = await signedInPage(bob.email, { theme: 'light' });

    // B waits on the messages page: nothing yet.
    await b.page.goto('/messages');
    await expect(b.page.getByText('No conversations yet').first()).toBeVisible();
    await expectAccessible(b.page);

    // A opens the conversation from ?user=B; the address becomes /messages.
    await a.page.goto(`/messages?user=${bob.id}`);
    await expect(a.page).toHaveURL((url) => url.pathname === '/messages' && url.search === '');
    await expect(a.page.getByText(/beginning of your conversation with Bob Receiver/).first()).toBeVisible();
    await send(a.page, 'Hi Bob <b>not bold</b>');
    await expect(thread(a.page).getByText('Hi Bob <b>not bold</b>').first()).toBeVisible();
    await expectAccessible(a.page);

    // B sees it arrive without reloading, with an unread badge and on the bell.
    await expect(b.page.getByRole('button', { name: 'Ada Sender, 1 unread' }).first()).toBeVisible();
    await expect(b.page.getByRole('button', { name: 'Notifications, 1 unread' }).first()).toBeVisible();
    await b.page.getByRole('button', { name: 'Ada Sender, 1 unread' }).click();
    await expect(thread(b.page).getByText('Hi Bob <b>not bold</b>').first()).toBeVisible();
    // Plain text: the markup is shown, never rendered.
    await expect(thread(b.page).locator('b')).toHaveCount(0);
    await expectAccessible(b.page);
    await expect(b.page.getByRole('button', { name: 'Notifications', exact: true }).first()).toBeVisible();

    // B replies; A sees it in the open thread.
    await send(b.page, 'Hello Ada!');
    await expect(thread(a.page).getByText('Hello Ada!').first()).toBeVisible();
    // An empty message is never sent.
    await b.page.getByLabel(/^Message to /).fill('   ');
    await expect(b.page.getByRole('button', { name: 'Send message' })).toBeDisabled();

    // A reports B from the menu; the report is there for the admins.
    await a.page.getByRole('button', { name: 'Conversation options' }).click();
    await a.page.getByRole('menuitem', { name: 'Report Abuse' }).click();
    await a.page.getByLabel('Reason').selectOption('spam');
    await a.page.getByLabel(/^Description/).fill('Sends the same link to everyone');
    await expectAccessible(a.page);
    await a.page.getByRole('button', { name: 'Submit report' }).click();
    await expect(a.page.getByText('Report submitted', { exact: true }).first()).toBeVisible();
    const reports = await app.db.select().from(abuseReports).where(eq(abuseReports.reporterId, ada.id));
    expect(reports).toMatchObject([{ reportedUserId: bob.id, reason: 'spam', description: 'Sends the same link to everyone' }]);

    // B blocks A: B's conversation closes.
    await b.page.getByRole('button', { name: 'Conversation options' }).click();
    await b.page.getByRole('menuitem', { name: 'Block User' }).click();
    await expect(b.page.getByText('User blocked', { exact: true }).first()).toBeVisible();
    await expect(b.page.getByText('Choose a conversation on the left').first()).toBeVisible();

    // A's next message is refused with a clear error.
    await send(a.page, 'Are you there?');
    await expect(a.page.getByText('Message not sent').first()).toBeVisible();
    await expect(a.page.getByRole('alert').filter({ hasText: 'You cannot message this user.' }).first()).toBeVisible();
    await expect(thread(a.page).getByText('Are you there?')).toHaveCount(0);

    // Unblocking from the menu of the (blocked) conversation works again.
    await b.page.getByRole('button', { name: /^Ada Sender/ }).click();
    await expect(b.page.getByText('You blocked Ada Sender').first()).toBeVisible();
    await b.page.getByRole('button', { name: 'Conversation options' }).click();
    await b.page.getByRole('menuitem', { name: 'Unblock User' }).click();
    await expect(b.page.getByText('User unblocked', { exact: true }).first()).toBeVisible();
  });

  test('starts a conversation from the search (3 characters), deletes it for oneself, and works at 375 px', async ({ createUser, signedInPage }) => {
    const me = await createUser({ firstName: 'Mona', lastName: 'Mobile' });
    await createUser({ firstName: 'Zebulon', lastName: 'Quartz' });
    const { page } = await signedInPage(me.email, { width: 375, theme: 'dark' });
    await page.goto('/messages');
    await page.getByRole('button', { name: 'Start a conversation' }).click();
    const search = page.getByLabel('Search developers');
    await search.fill('Ze');
    await expect(page.getByText('Type at least 3 characters to search.').first()).toBeVisible();
    await search.fill('Zebulon');
    await page.getByRole('button', { name: /Zebulon Quartz/ }).click();

    // At 375 px the thread replaces the list, with a way back.
    await expect(page.getByLabel('Message to Zebulon Quartz').first()).toBeVisible();
    await send(page, 'Hello from a phone');
    await expect(thread(page).getByText('Hello from a phone').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(page.getByRole('button', { name: 'Zebulon Quartz' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Zebulon Quartz' }).click();

    await page.getByRole('button', { name: 'Conversation options' }).click();
    await page.getByRole('menuitem', { name: 'Delete Conversation' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Conversation deleted', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('No conversations yet').first()).toBeVisible();
  });

  test('sends visitors to sign in', async ({ page }) => {
    await expectSentToSignIn(page, '/messages');
  });
});
