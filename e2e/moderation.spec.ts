import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const visible = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeVisible();
const gone = (page: Page, text: string | RegExp) => expect(page.getByText(text).first()).toBeHidden();

/**
 * In the open report dialog: type the reason and press one of the action buttons; suspend and
 * ban ask first (`confirm` names the person the question must name). Waits for the toast.
 */
async function act(page: Page, button: string, reason: string, toast: string, confirm?: { title: string; yes: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  if (confirm) {
    const asked = page.getByTestId('confirm-sanction');
    await expect(asked.getByRole('heading', { name: confirm.title })).toBeVisible();
    await expect(asked).toContainText(reason);
    await asked.getByRole('button', { name: confirm.yes }).click();
  }
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
    await act(page, 'Suspend', 'Insulting other members', 'User has been suspended.', { title: 'Suspend Bert Bad?', yes: 'Yes, suspend' });
    await reload(b.page, '/');
    await visible(b.page, 'Account Suspended');
    await visible(b.page, /Your account is temporarily suspended until .+\d{4}/);
    await expect(b.page.getByTestId('sanction-reason')).toHaveText('Reason: Insulting other members');
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
    await expect(b.page.getByTestId('sanction-reason')).toHaveText('Reason: Mind your language');

    // Hide the reported comment: gone from the project page for other people.
    const { page: readerPage } = await visitorPage();
    await readerPage.goto(`/projects/${project.slug}`);
    await visible(readerPage, 'You are all idiots');
    await act(page, 'Hide content', 'Insult', 'Content has been hidden.');
    await readerPage.reload();
    await visible(readerPage, 'Thanks for trying it out');
    await gone(readerPage, 'You are all idiots');

    // Ban: asked first — no is no — then the red banner with the reason.
    await page.getByRole('dialog').getByLabel('Reason').fill('Repeated harassment');
    await page.getByRole('dialog').getByRole('button', { name: 'Ban', exact: true }).click();
    await page.getByTestId('confirm-sanction').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('confirm-sanction')).toBeHidden();
    await expect(page.getByRole('dialog').getByLabel('Reason')).toHaveValue('Repeated harassment');
    await act(page, 'Ban', 'Repeated harassment', 'User has been banned.', { title: 'Ban Bert Bad?', yes: 'Yes, ban' });
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

  test('a member reports a project and a comment from the page; staff hide the comment, then find and suspend the author in Members', async ({
    signedInUser,
    visitorPage,
  }) => {
    test.slow();
    const owner = await signedInUser({ firstName: 'Olga', lastName: 'Owner' });
    const troll = await signedInUser({ firstName: 'Tom', lastName: 'Troll' });
    const reporter = await signedInUser({ firstName: 'Rita', lastName: 'Reporter' }, { width: 375 });
    const moderator = await signedInUser({ role: 'moderator', firstName: 'Mona', lastName: 'Moderator' });

    const created = await owner.context.request.post('/api/projects', {
      data: { title: 'Olga tool', description: 'A small app that does one thing well', categories: ['frontend-development'], technologies: ['TypeScript'] },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { id: string; slug: string };
    expect((await troll.context.request.post(`/api/projects/${project.id}/comments`, { data: { content: 'Nobody wants this junk' } })).status()).toBe(201);
    expect((await reporter.context.request.post(`/api/projects/${project.id}/comments`, { data: { content: 'I like it a lot' } })).status()).toBe(201);

    // Neither a visitor nor the owner is offered Report.
    const { page: visitor } = await visitorPage();
    await visitor.goto(`/projects/${project.slug}`);
    await visible(visitor, 'Nobody wants this junk');
    await expect(visitor.getByRole('button', { name: /^Report/ })).toHaveCount(0);
    await owner.page.goto(`/projects/${project.slug}`);
    await owner.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(owner.page.getByRole('button', { name: 'Report the comment by Tom Troll' })).toBeVisible();
    await expect(owner.page.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(owner.page.getByRole('button', { name: 'Report project' })).toHaveCount(0);

    // The reporter, on a phone: Report the project, then — by keyboard — the troll's comment; not their own.
    const page = reporter.page;
    await page.goto(`/projects/${project.slug}`);
    await page.getByRole('button', { name: 'Report project' }).click();
    const reportDialog = page.getByRole('dialog');
    await expect(reportDialog.getByRole('heading', { name: 'Report the project “Olga tool”' })).toBeVisible();
    await reportDialog.getByLabel('Reason').selectOption('spam');
    await reportDialog.getByLabel('Description (optional)').fill('Only a link to a shop');
    await reportDialog.getByRole('button', { name: 'Submit report' }).click();
    await visible(page, 'Report submitted');
    await expect(reportDialog).toBeHidden();
    // The comments' code comes when they are in view (scrolled to, not to an element that their code replaces).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const reportTroll = page.getByRole('button', { name: 'Report the comment by Tom Troll' });
    await expect(reportTroll).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report the comment by Rita Reporter' })).toHaveCount(0);
    await reportTroll.focus();
    await page.keyboard.press('Enter');
    await expect(reportDialog.getByRole('heading', { name: 'Report a comment by Tom Troll' })).toBeVisible();
    await reportDialog.getByLabel('Reason').selectOption('harassment');
    await reportDialog.getByLabel('Description (optional)').fill('Rude about the work');
    await reportDialog.getByRole('button', { name: 'Submit report' }).click();
    await visible(page, 'Report submitted');
    await expect(reportDialog).toBeHidden();

    // Staff see both in the queue, with what they are about; the comment's report offers Hide.
    const staff = moderator.page;
    await staff.goto('/admin');
    await expect(staff.getByTestId('stat-pendingReports')).toHaveText('2');
    const row = (name: string) => staff.getByRole('row').filter({ hasText: name });
    await row('Olga Owner').getByRole('button', { name: /View report/ }).click();
    const details = staff.getByRole('dialog');
    await expect(details.getByRole('link', { name: 'Olga tool' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Hide content' })).toBeVisible();
    await visible(staff, 'Acts on the reported project.');
    await details.getByRole('button', { name: 'Close' }).click();
    await row('Tom Troll').getByRole('button', { name: /View report/ }).click();
    await expect(details).toContainText('Nobody wants this junk');
    await expect(details).toContainText('Rude about the work');
    await act(staff, 'Hide content', 'Insulting the author', 'Content has been hidden.');
    await details.getByRole('button', { name: 'Close' }).click();
    await visitor.reload();
    await visible(visitor, 'I like it a lot');
    await gone(visitor, 'Nobody wants this junk');

    // Members: find the troll, suspend for 3 days after saying yes; a moderator is offered no Ban.
    await staff.getByRole('tab', { name: 'Members' }).click();
    await staff.getByLabel('Search members').fill('troll');
    const list = staff.getByRole('list', { name: 'Members found' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Tom Troll');
    await expect(list).toContainText('No warnings');
    await expectAccessible(staff);
    await staff.getByLabel('Search members').fill('nobody-is-called-this');
    await visible(staff, 'No members match “nobody-is-called-this”.');
    await staff.getByLabel('Search members').fill('Tom Tr');
    await list.getByRole('button', { name: 'Actions for Tom Troll' }).click();
    const actions = staff.getByRole('dialog');
    await expect(actions.getByRole('heading', { name: 'Moderate Tom Troll' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Ban', exact: true })).toHaveCount(0);
    await actions.getByLabel('Reason').fill('Trolling in the comments');
    await actions.getByLabel('Suspension (days)').fill('3');
    await actions.getByRole('button', { name: 'Suspend', exact: true }).click();
    const asked = staff.getByTestId('confirm-sanction');
    await expect(asked.getByRole('heading', { name: 'Suspend Tom Troll?' })).toBeVisible();
    await expect(asked).toContainText('Tom Troll will be suspended for 3 days');
    await expectAccessible(staff);
    await asked.getByRole('button', { name: 'Yes, suspend' }).click();
    await visible(staff, 'User has been suspended.');
    await expect(list.getByRole('listitem').filter({ hasText: 'Tom Troll' })).toContainText('Suspended');

    // The troll's banner says why.
    await reload(troll.page, '/');
    await visible(troll.page, 'Account Suspended');
    await expect(troll.page.getByTestId('sanction-reason')).toHaveText('Reason: Trolling in the comments');
  });
});
