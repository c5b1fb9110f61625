import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { abuseReports } from '../server/db/schema';
import { createUser } from '../server/test/factories';
import { expectAccessible, signedInPage, useE2eApp } from './support';

const e2e = useE2eApp();
const POLL = { timeout: 10_000 };
const visible = (locator: Locator) => expect.poll(() => locator.first().isVisible(), POLL).toBe(true);

async function send(page: Page, text: string): Promise<void> {
  const field = page.getByLabel(/^Message to /);
  await field.fill(text);
  await field.press('Enter');
}

const thread = (page: Page) => page.getByRole('list', { name: /^Messages with / });

describe('messaging in Chromium', () => {
  it('A messages B, B sees it live and replies, A sees the reply; B blocks A and A’s next message is refused', async () => {
    const ada = await createUser(e2e, { firstName: 'Ada', lastName: 'Sender' });
    const bob = await createUser(e2e, { firstName: 'Bob', lastName: 'Receiver' });
    const a = await signedInPage(e2e, ada.email);
    const b = await signedInPage(e2e, bob.email, { theme: 'light' });

    // B waits on the messages page: nothing yet.
    await b.page.goto('/messages');
    await visible(b.page.getByText('No conversations yet'));
    await expectAccessible(b.page);

    // A opens the conversation from ?user=B; the address becomes /messages.
    await a.page.goto(`/messages?user=${bob.id}`);
    await a.page.waitForURL((url) => url.pathname === '/messages' && url.search === '');
    await visible(a.page.getByText(/beginning of your conversation with Bob Receiver/));
    await send(a.page, 'Hi Bob <b>not bold</b>');
    await visible(thread(a.page).getByText('Hi Bob <b>not bold</b>'));
    await expectAccessible(a.page);

    // B sees it arrive without reloading, with an unread badge and on the bell.
    await visible(b.page.getByRole('button', { name: 'Ada Sender, 1 unread' }));
    await visible(b.page.getByRole('button', { name: 'Notifications, 1 unread' }));
    await b.page.getByRole('button', { name: 'Ada Sender, 1 unread' }).click();
    await visible(thread(b.page).getByText('Hi Bob <b>not bold</b>'));
    // Plain text: the markup is shown, never rendered.
    expect(await thread(b.page).locator('b').count()).toBe(0);
    await expectAccessible(b.page);
    await visible(b.page.getByRole('button', { name: 'Notifications', exact: true }));

    // B replies; A sees it in the open thread.
    await send(b.page, 'Hello Ada!');
    await visible(thread(a.page).getByText('Hello Ada!'));
    // An empty message is never sent.
    await b.page.getByLabel(/^Message to /).fill('   ');
    expect(await b.page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);

    // A reports B from the menu; the report is there for the admins.
    await a.page.getByRole('button', { name: 'Conversation options' }).click();
    await a.page.getByRole('menuitem', { name: 'Report Abuse' }).click();
    await a.page.getByLabel('Reason').selectOption('spam');
    await a.page.getByLabel(/^Description/).fill('Sends the same link to everyone');
    await expectAccessible(a.page);
    await a.page.getByRole('button', { name: 'Submit report' }).click();
    await visible(a.page.getByText('Report submitted', { exact: true }));
    const reports = await e2e.deps.database.db.select().from(abuseReports).where(eq(abuseReports.reporterId, ada.id));
    expect(reports).toMatchObject([{ reportedUserId: bob.id, reason: 'spam', description: 'Sends the same link to everyone' }]);

    // B blocks A: B's conversation closes.
    await b.page.getByRole('button', { name: 'Conversation options' }).click();
    await b.page.getByRole('menuitem', { name: 'Block User' }).click();
    await visible(b.page.getByText('User blocked', { exact: true }));
    await visible(b.page.getByText('Choose a conversation on the left'));

    // A's next message is refused with a clear error.
    await send(a.page, 'Are you there?');
    await visible(a.page.getByText('Message not sent'));
    await visible(a.page.getByRole('alert').filter({ hasText: 'You cannot message this user.' }));
    expect(await thread(a.page).getByText('Are you there?').count()).toBe(0);

    // Unblocking from the menu of the (blocked) conversation works again.
    await b.page.getByRole('button', { name: /^Ada Sender/ }).click();
    await visible(b.page.getByText('You blocked Ada Sender'));
    await b.page.getByRole('button', { name: 'Conversation options' }).click();
    await b.page.getByRole('menuitem', { name: 'Unblock User' }).click();
    await visible(b.page.getByText('User unblocked', { exact: true }));

    await a.context.close();
    await b.context.close();
  });

  it('starts a conversation from the search (3 characters), deletes it for oneself, and works at 375 px', async () => {
    const me = await createUser(e2e, { firstName: 'Mona', lastName: 'Mobile' });
    await createUser(e2e, { firstName: 'Zebulon', lastName: 'Quartz' });
    const { context, page } = await signedInPage(e2e, me.email, { width: 375, theme: 'dark' });
    await page.goto('/messages');
    await page.getByRole('button', { name: 'Start a conversation' }).click();
    const search = page.getByLabel('Search developers');
    await search.fill('Ze');
    await visible(page.getByText('Type at least 3 characters to search.'));
    await search.fill('Zebulon');
    await page.getByRole('button', { name: /Zebulon Quartz/ }).click();

    // At 375 px the thread replaces the list, with a way back.
    await visible(page.getByLabel('Message to Zebulon Quartz'));
    await send(page, 'Hello from a phone');
    await visible(thread(page).getByText('Hello from a phone'));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await visible(page.getByRole('button', { name: 'Zebulon Quartz' }));
    await page.getByRole('button', { name: 'Zebulon Quartz' }).click();

    await page.getByRole('button', { name: 'Conversation options' }).click();
    await page.getByRole('menuitem', { name: 'Delete Conversation' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(page.getByText('Conversation deleted', { exact: true }));
    await visible(page.getByText('No conversations yet'));
    await context.close();
  });

  it('sends visitors to sign in', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/messages');
    await visible(page.getByText('You are logged out. Logging in again...'));
    await page.waitForURL((url) => url.pathname === '/login' && url.search.includes('next=%2Fmessages'));
    await context.close();
  });
});
