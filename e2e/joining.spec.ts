import { ERROR_MESSAGES } from '../common/i18n/messages/errors/index';
import { DEFAULT_JOINING, joiningSettingsSchema, type JoiningSettingsInput } from '../common/joining';
import { JOINING_MESSAGES } from '../common/joining-constants';
import { writeJoiningSettings } from '../server/core/joining/settings-repository';
import { type E2eApp, expect, expectAccessible, linkIn, pathOf, test, uniqueEmail } from './fixtures';

/** Who may join (decision 0024), in Chromium: approval, invite-only and a blocked domain. */

/** A mail on a busy machine can take longer than the capture's default 5 s. */
const MAIL_TIMEOUT = 30_000;
const PASSWORD = 'a fine long password';

async function setJoining(app: E2eApp, changes: Partial<JoiningSettingsInput>): Promise<void> {
  await writeJoiningSettings(app.db, joiningSettingsSchema.parse({ ...DEFAULT_JOINING, ...changes }));
}

test.afterEach(async ({ app }) => setJoining(app, {}));

type Page = Parameters<Parameters<typeof test>[2]>[0]['page'];

async function fillRegistration(page: Page, email: string, firstName: string) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
}

async function signInThroughForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('approval mode: register, verify, wait, get approved by a moderator, then sign in', async ({ signedInUser, visitorPage, mailbox }) => {
  test.slow();
  const staff = await signedInUser({ role: 'admin', firstName: 'Ann', lastName: 'Admin' });
  await staff.page.goto('/admin');
  await staff.page.getByRole('tab', { name: 'Joining' }).click();
  await staff.page.getByLabel('Registration mode').selectOption('approval');
  await staff.page.getByLabel(/Question to people asking to join/).fill('What do you build?');
  // Checked before saving: a toast still fading in could be measured at half its contrast.
  await expectAccessible(staff.page);
  await staff.page.getByRole('button', { name: 'Save joining settings' }).click();
  await expect(staff.page.getByText('Joining settings saved')).toBeVisible();

  const { page } = await visitorPage();
  const email = uniqueEmail('approval');
  await page.goto('/register');
  await expect(page.getByText('New accounts are reviewed by the staff.')).toBeVisible();
  await fillRegistration(page, email, 'Paula');
  await page.getByLabel('What do you build?').fill('Tiny compilers for toy languages.');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  const verify = await mailbox.waitFor(email, 'Verify', MAIL_TIMEOUT);
  await page.goto(pathOf(linkIn(verify, '/verify-email?token=')));
  await expect(page.getByRole('heading', { name: 'Email verified — waiting for approval' })).toBeVisible();
  await expectAccessible(page);

  await signInThroughForm(page, email);
  await expect(page.getByTestId('pending-approval')).toContainText('Your account is waiting for approval by the staff.');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expectAccessible(page);

  // A moderator reviews the queue (issue 14); the joining settings stay the admins'.
  const moderator = await signedInUser({ role: 'moderator', firstName: 'Mo', lastName: 'Moderator' });
  await moderator.page.goto('/admin');
  await expect(moderator.page.getByRole('tab', { name: 'Abuse Reports' })).toBeVisible();
  await expect(moderator.page.getByRole('tab', { name: 'Joining' })).toHaveCount(0);
  await moderator.page.getByRole('tab', { name: /Pending accounts/ }).click();
  const queue = moderator.page.getByRole('list', { name: 'Pending accounts' });
  await expect(queue.getByText(email)).toBeVisible();
  await expect(queue.getByText('Tiny compilers for toy languages.')).toBeVisible();
  await expectAccessible(moderator.page);
  await moderator.page.getByRole('button', { name: 'Approve Paula Newcomer' }).click();
  await expect(moderator.page.getByText('No one is waiting')).toBeVisible();

  const approved = await mailbox.waitFor(email, 'approved', MAIL_TIMEOUT);
  expect(approved.text).toContain('/login');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('invite-only: refused without a valid invitation; an invitation link works exactly once', async ({ app, browser, signedInUser, visitorPage }) => {
  test.slow();
  await setJoining(app, { mode: 'invite-only' });
  const { page } = await visitorPage();
  await page.goto('/register');
  await expect(page.getByText('Joining is by invitation only.')).toBeVisible();
  await fillRegistration(page, uniqueEmail('uninvited'), 'Uma');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration is by invitation only. Ask a member of this community for an invitation link.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/register');

  const staff = await signedInUser({ role: 'admin', firstName: 'Ivy', lastName: 'Inviter' });
  await staff.page.goto('/admin');
  await staff.page.getByRole('tab', { name: 'Invitations' }).click();
  await staff.page.getByRole('button', { name: 'Make invitation link' }).click();
  const invitation = staff.page.getByTestId('invitation').first();
  await expect(invitation).toContainText('0 of 1 used');
  const link = (await invitation.locator('code').textContent()) ?? '';
  expect(link).toContain('/register?invitation=');

  await page.goto(pathOf(link));
  await expect(page.getByText('Ivy Inviter invited you to join.')).toBeVisible();
  await expect(page.getByLabel('Invitation code')).not.toHaveValue('');
  await expectAccessible(page);
  await fillRegistration(page, uniqueEmail('invited'), 'Ida');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '?registered=true');

  // The same link a second time: used up.
  const second = await visitorPage();
  await second.page.goto(pathOf(link));
  await expect(second.page.getByText('This invitation link is invalid, has expired, has been revoked or has been used up.').first()).toBeVisible();
  await fillRegistration(second.page, uniqueEmail('second'), 'Sam');
  await second.page.getByRole('button', { name: 'Create account' }).click();
  await expect(second.page.getByLabel('Invitation code')).toHaveAttribute('aria-invalid', 'true');
  await expect(second.page).toHaveURL((url) => url.pathname === '/register');
  // A German visitor reads it in German: the answer says it in English, the page translates it.
  const german = await browser.newContext({ baseURL: app.baseURL, locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de' } });
  const germanPage = await german.newPage();
  await germanPage.goto(pathOf(link));
  await expect(germanPage.getByText(ERROR_MESSAGES.de[JOINING_MESSAGES.invalidInvitation] as string).first()).toBeVisible();
  await german.close();

  await staff.page.reload();
  await staff.page.getByRole('tab', { name: 'Invitations' }).click();
  await expect(staff.page.getByTestId('invitation').first()).toContainText('invited Ida Newcomer');
});

test('a blocked domain refuses a registration with a clear message; while closed, Join says so', async ({ app, page }) => {
  await setJoining(app, { blockedDomains: ['mailinator.com'] });
  await page.goto('/register');
  await fillRegistration(page, `someone-${Date.now()}@Mailinator.com`, 'Bob');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('E-mail addresses at mailinator.com are not accepted here. Please use another address.').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL((url) => url.pathname === '/register');

  await setJoining(app, { mode: 'closed' });
  await page.goto('/discover');
  await page.getByRole('link', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registration is closed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
});

test('a member invites within the quota when the operator allows it', async ({ app, signedInUser }) => {
  await setJoining(app, { membersMayInvite: true, memberInviteQuota: 1 });
  const { page } = await signedInUser({ firstName: 'Mia', lastName: 'Member' }, { width: 375 });
  await page.goto('/discover');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Invite people' }).click();
  await expect(page.getByRole('heading', { name: 'Invite people' })).toBeVisible();
  await expect(page.getByText('You can invite 1 more person.')).toBeVisible();
  await page.getByRole('button', { name: 'Make a single-use link' }).click();
  await expect(page.getByRole('list', { name: 'Your invitations' }).locator('code')).toContainText('/register?invitation=');
  await expect(page.getByText('You can invite 0 more people.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make a single-use link' })).toBeDisabled();
  await expectAccessible(page);
});
