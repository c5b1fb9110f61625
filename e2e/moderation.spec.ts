import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const visible = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();
const gone = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeHidden();

/** In the open report dialog: type the reason and press one of the action buttons; waits for the toast. */
async function act(page: Page, button: string, reason: string, toast: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await visible(page, toast);
}

async function openReport(page: Page) {
  await page.getByRole('button', { name: /View report/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function reload(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

test.describe('moderation in Chromium', () => {
  test('keeps /admin to admins', async ({ page, signedInUser }) => {
    await page.goto('/admin');
    await visible(page, 'Access Denied');
    await visible(page, 'You need to be logged in to access the admin panel.');
    const member = await signedInUser();
    await member.page.goto('/admin');
    await visible(member.page, 'You need administrator rights to view this page.');
    await expectAccessible(member.page);
  });

  test('report → suspend → banner and refusal → unban → warn → hide the comment → ban', async ({ signedInUser, visitorPage }) => {
    // A long journey with several accessibility scans: give it the room test.slow() gives (3×).
    test.slow();
    const a = await signedInUser({ firstName: 'Alice', lastName: 'Anders' });
    const b = await signedInUser({ firstName: 'Bert', lastName: 'Bad' });
    const admin = await signedInUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });

    // A owns a project; B leaves a rude comment on it; A reports B for that comment.
    const created = await a.context.request.post('/api/projects', {
      data: { title: 'Alice tool', description: 'A small app that does one thing well', categories: ['frontend-development'], technologies: ['TypeScript'] },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { id: string; slug: string };
    const comment = await b.context.request.post(`/api/projects/${project.id}/comments`, { data: { content: 'You are all idiots' } });
    expect(comment.status()).toBe(201);
    const thanks = await a.context.request.post(`/api/projects/${project.id}/comments`, { data: { content: 'Thanks for trying it out' } });
    expect(thanks.status()).toBe(201);
    const commentId = ((await comment.json()) as { id: string }).id;
    const report = await a.context.request.post(`/api/users/${b.user.id}/report`, {
      data: { reason: 'harassment', description: 'Insults in a comment', commentId },
    });
    expect(report.status()).toBe(201);

    // The admin sees it in the table and the stat cards, filters, and opens it.
    const page = admin.page;
    await page.goto('/admin');
    await visible(page, 'Admin Panel');
    await expect(page.getByTestId('stat-totalReports')).toHaveText('1');
    await expect(page.getByTestId('stat-pendingReports')).toHaveText('1');
    await visible(page, 'Bert Bad');
    // Headings sit over their column's start, as the cells do (a <th> centres unless told otherwise).
    await expect(page.getByRole('columnheader', { name: 'Reason' })).toHaveCSS('text-align', 'start');
    await expectAccessible(page);
    await page.getByLabel('Status').selectOption('resolved');
    await visible(page, 'No resolved reports found.');
    await page.getByLabel('Status').selectOption('pending');
    await visible(page, 'Bert Bad');
    await openReport(page);
    await visible(page, 'Insults in a comment');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Suspend' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Warn' }).click({ force: true });
    await visible(page, 'Please provide a reason for this action.');
    await expect(dialog.getByLabel('Suspension (days)')).toHaveValue('7');
    await expectAccessible(page);

    // Suspend B for 7 days: B sees the orange banner with the date and cannot create a project.
    await act(page, 'Suspend', 'Insulting other members', 'User has been suspended.');
    await reload(b.page, '/');
    await visible(b.page, 'Account Suspended');
    await visible(b.page, /Your account is temporarily suspended until .+\d{4}/);
    const refused = await b.context.request.post('/api/projects', {
      data: { title: 'Sneaky', description: 'A small app that does one thing well', categories: ['frontend-development'] },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Your account is suspended\. You cannot do this until /);

    // Unban: the banner is gone.
    await act(page, 'Unban', 'Served enough time', 'User has been unbanned.');
    await reload(b.page, '/');
    await gone(b.page, 'Account Suspended');

    // Warn: the yellow banner with the count.
    await act(page, 'Warn', 'Mind your language', 'User has been warned.');
    await reload(b.page, '/');
    await visible(b.page, 'Account Warning');
    await visible(b.page, 'You have received 1 warning(s) for violating community guidelines.');

    // Hide the reported comment: gone from the project page for other people.
    const { page: readerPage } = await visitorPage();
    await readerPage.goto(`/projects/${project.slug}`);
    await visible(readerPage, 'You are all idiots');
    await act(page, 'Hide content', 'Insult', 'Content has been hidden.');
    await readerPage.reload();
    await visible(readerPage, 'Thanks for trying it out');
    await gone(readerPage, 'You are all idiots');

    // Ban: the red banner with the reason.
    await act(page, 'Ban', 'Repeated harassment', 'User has been banned.');
    await reload(b.page, '/');
    await visible(b.page, 'Account Banned');
    await visible(b.page, 'Your account has been permanently banned from the product.');
    await visible(b.page, 'Reason: Repeated harassment');

    // Every step is in the audit log.
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await visible(page, 'Repeated harassment');
    await visible(page, 'Hid comment');
    await expectAccessible(page);
  });
});
