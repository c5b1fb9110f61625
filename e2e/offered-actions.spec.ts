import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { users } from '../server/db/schema';
import { expect, expectAccessible, test } from './fixtures';

/**
 * The app offers only what the person may do: no Add Project for a read-only account, Unban only
 * on a restricted one, an Explore Projects that a visitor can follow; category names as written,
 * no language choice that changes nothing, and one date format.
 */

const DAY_MS = 86_400_000;
/** "Nov 23, 2026": the app's one date format. */
const DATE = '[A-Z][a-z]{2} \\d{1,2}, \\d{4}';

async function expectNoAddProject(page: Page): Promise<void> {
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Discover Amazing Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Project' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Add Project' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/showcase');
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Add Project|Upload a project/ })).toHaveCount(0);
  await page.goto('/create-project');
  await expect(page.getByRole('heading', { name: 'You cannot add projects right now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Project' })).toHaveCount(0);
}

test.describe('what the app offers', () => {
  test('an active member is offered Add Project; suspended, banned and unverified members are not', async ({ app, createUser, signedInPage }) => {
    const active = await createUser({ firstName: 'Active', lastName: 'Maker' });
    const { page } = await signedInPage(active.email);
    await page.goto('/discover');
    await expect(page.getByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/create-project');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Add Project' })).toBeVisible();

    const suspended = await createUser({ firstName: 'Paused', status: 'suspended', suspendedUntil: new Date(Date.now() + 7 * DAY_MS) });
    const { page: suspendedPage } = await signedInPage(suspended.email, { width: 375 });
    await expectNoAddProject(suspendedPage);
    await expect(suspendedPage.getByText(/Your account is suspended until/)).toBeVisible();

    const banned = await createUser({ firstName: 'Gone', status: 'banned', bannedAt: new Date(), banReason: 'Spam' });
    const { page: bannedPage } = await signedInPage(banned.email);
    await expectNoAddProject(bannedPage);

    // Unverified after a change of address: signed in, but read-only until the new address is verified.
    const changed = await createUser({ firstName: 'Moved' });
    const { page: changedPage } = await signedInPage(changed.email);
    await app.db.update(users).set({ emailVerified: false }).where(eq(users.id, changed.id));
    await expectNoAddProject(changedPage);
  });

  test('the admin dialog offers Unban only on a suspended or banned account', async ({ app, createUser, signedInPage }) => {
    const admin = await createUser({ firstName: 'Ada', lastName: 'Admin', role: 'admin' });
    const reporter = await createUser({ firstName: 'Rita', lastName: 'Reporter' });
    const people = {
      active: await createUser({ firstName: 'Alma', lastName: 'Active' }),
      suspended: await createUser({ firstName: 'Sid', lastName: 'Suspended' }),
      banned: await createUser({ firstName: 'Bea', lastName: 'Banned' }),
    };
    const { context: reporterContext } = await signedInPage(reporter.email);
    for (const person of Object.values(people)) {
      const response = await reporterContext.request.post(`/api/users/${person.id}/report`, { data: { reason: 'spam', description: 'Adverts' } });
      expect(response.status()).toBe(201);
    }
    // Sanctioned after the reports were filed (a banned account cannot be reported any more).
    await app.db.update(users).set({ status: 'suspended', suspendedUntil: new Date(Date.now() + 3 * DAY_MS) }).where(eq(users.id, people.suspended.id));
    await app.db.update(users).set({ status: 'banned', bannedAt: new Date(), banReason: 'Spam' }).where(eq(users.id, people.banned.id));

    const { page } = await signedInPage(admin.email);
    await page.goto('/admin');
    const expected = [
      ['Alma Active', ['Warn', 'Suspend', 'Ban']],
      ['Sid Suspended', ['Warn', 'Suspend', 'Ban', 'Unban']],
      ['Bea Banned', ['Warn', 'Unban']],
    ] as const;
    for (const [name, buttons] of expected) {
      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: /View report/ }).click();
      const dialog = page.getByRole('dialog');
      const actions = dialog.locator('section').filter({ has: page.getByRole('heading', { name: 'Moderation actions' }) });
      await expect(actions.getByRole('button')).toHaveText([...buttons]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  });

  test("a visitor's Explore Projects leads to projects they can see", async ({ visitorPage }) => {
    const { page } = await visitorPage({ width: 375 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Projects' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { name: 'Discover Amazing Projects' })).toBeVisible();
    await expect(page.getByText('Please log in to view your showcase')).toHaveCount(0);
  });

  test('the create form names categories as written and picks them by search and keyboard', async ({ createUser, signedInPage }) => {
    const member = await createUser();
    const { page } = await signedInPage(member.email, { width: 375 });
    await page.goto('/create-project');
    const search = page.getByLabel('Find a category');
    await expect(search).toBeVisible();

    // Search, then Enter takes the best match.
    await search.fill('ar');
    await expect(page.getByRole('button', { name: 'AR/VR & Mixed Reality', exact: true })).toBeVisible();
    await search.press('Enter');
    const chosen = page.getByRole('list', { name: 'Chosen categories' });
    await expect(chosen).toHaveText(/AR\/VR & Mixed Reality/);
    await expect(search).toHaveValue('');

    // ↓ moves from the search box into the matches; Space presses the focused one.
    await search.fill('rest');
    await search.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'REST APIs', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'REST APIs', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await search.fill('');

    // The groups open and close from the keyboard.
    const games = page.getByRole('button', { name: /^Games/ });
    await expect(games).toHaveAttribute('aria-expanded', 'false');
    await games.focus();
    await page.keyboard.press('Enter');
    await expect(games).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Game Engines & Frameworks', exact: true }).click();
    await expect(page.getByText('3 of 3 chosen', { exact: false })).toBeVisible();

    // A fourth is refused with the spec's message; removing one frees a place.
    await page.getByRole('button', { name: 'Indie Games', exact: true }).click();
    await expect(page.getByText('Please select no more than 3 categories', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Indie Games', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Remove REST APIs' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
  });

  test('settings offer the shipped languages, and dates read alike on settings and a project page', async ({ createUser, signedInPage }) => {
    const member = await createUser({ firstName: 'Dora', lastName: 'Dates' });
    const { context, page } = await signedInPage(member.email);
    const created = await context.request.post('/api/projects', { data: { title: 'Dated Project', categories: ['testing-qa'] } });
    expect(created.status()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByLabel('Time zone')).toBeVisible();
    // Issue 18 (decision 0033): the choice is real now, and offers exactly the languages shipped.
    const language = page.getByRole('main').getByRole('combobox', { name: 'Language' });
    await expect(language.locator('option')).toHaveCount(5);
    await expect(language).toHaveValue('en');

    // The sessions list is on the Security tab (decision 0026).
    await page.getByRole('tab', { name: 'Security' }).click();
    const signedIn = page.getByText(new RegExp(`Signed in ${DATE}`)).first();
    await expect(signedIn).toBeVisible();
    const settingsDate = (await signedIn.textContent())?.match(new RegExp(DATE))?.[0];

    await page.goto(`/projects/${slug}`);
    await expect(page.getByRole('list', { name: 'Categories' })).toHaveText('Testing & QA');
    const createdLine = page.getByText(new RegExp(`Created ${DATE}`));
    await expect(createdLine).toBeVisible();
    const projectDate = (await createdLine.textContent())?.match(new RegExp(DATE))?.[0];
    // Both are today, so the same format gives the same text.
    expect(projectDate).toBeTruthy();
    expect(projectDate).toBe(settingsDate);
  });
});
