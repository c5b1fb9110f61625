import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { abuseReports } from '../server/db/schema';
import { png } from '../server/test/projects';
import { expect, expectAccessible, expectSentToSignIn, test } from './fixtures';

/** The number in one of the profile count boxes (Projects, Likes, Followers, Following). */
const countOf = (page: Page, key: 'projectCount' | 'likesReceived' | 'followersCount' | 'followingCount') =>
  page.getByTestId(`count-${key}`).locator('dd');

test.describe('people in Chromium', () => {
  test('edits the profile (fields, two links, skills, avatar) and shows it on the directory and the developer page', async ({
    signedInUser,
    visitorPage,
  }) => {
    // A long journey with several accessibility scans: give it the room test.slow() gives (3×).
    test.slow();
    const { user, context, page } = await signedInUser({ firstName: 'Plain', lastName: 'Person' });

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Plain Person' }).first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();

    await page.getByLabel('First name').fill('Marisol');
    await page.getByLabel('Last name').fill('Quintavalle');
    await page.getByLabel('Title').fill('Graphics engineer');
    await page.getByLabel('Location').fill('Porto');
    await page.getByLabel('Bio').fill('I draw triangles for a living.');

    await page.getByLabel('Platform').selectOption('github');
    await page.getByLabel('Link or handle').fill('marisol-q');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByLabel('Platform').selectOption('website');
    await page.getByLabel('Link or handle').fill('marisol.example.com');
    await page.getByRole('button', { name: 'Add link' }).click();
    // A chosen platform leaves the list: each platform once.
    await expect(page.getByLabel('Platform').locator('option[value="github"]')).toHaveCount(0);

    const skills = page.getByLabel('Skills', { exact: true });
    await skills.fill('WebGPU');
    await skills.press('Enter');
    await skills.fill('  Shaders ,');
    await skills.fill('webgpu');
    await skills.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove WebGPU' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove Shaders' })).toHaveCount(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Marisol Quintavalle' }).first()).toBeVisible();

    const avatar = await png(96, 96, '#dc5a28');
    await page.getByLabel('Upload avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
    await expect(page.getByText('Avatar updated successfully').first()).toBeVisible();
    await expect(page.getByRole('img', { name: "Marisol Quintavalle's avatar" }).first()).toBeVisible();

    const me = (await (await context.request.get('/api/auth/user')).json()) as { profileImageUrl: string | null; skills: string[] };
    expect(me.profileImageUrl).toBeTruthy();
    expect(me.skills).toEqual(['WebGPU', 'Shaders']);

    await page.goto('/developers');
    // The server sends the page; typing before it hydrates leaves the text in a box nothing reads.
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // The paused search is written into the address (300 ms after typing): the card may already show
    // in the unfiltered list, and one followed before that would come Back to a search-less address.
    // Typed again until it is: the ready mark comes with the app's shell, and on a busy machine the
    // page's own box may still be the server's, whose text nothing reads (a CI run saw it twice).
    // Emptied first: filling a box that already holds the text fires no input event, so a retry
    // after the server's box kept the first try's text would change nothing.
    await expect(async () => {
      await page.getByLabel('Search developers').fill('');
      await page.getByLabel('Search developers').fill('Quintavalle');
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'Quintavalle', { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    const card = page.getByTestId('developer-card').filter({ hasText: 'Marisol Quintavalle' });
    await expect(card.first()).toBeVisible();
    await expect(card.getByText('Graphics engineer').first()).toBeVisible();
    await expect(card.getByText('WebGPU').first()).toBeVisible();
    // The previous answer stays dimmed until the new one is in; the contrast check reads the new one.
    await expect(page.locator('.opacity-60')).toHaveCount(0);
    await expectAccessible(page);

    await card.click();
    await expect(page).toHaveURL((url) => url.pathname === `/developers/${user.id}`);
    await expect(page.getByRole('heading', { name: 'Marisol Quintavalle' }).first()).toBeVisible();
    await expect(page.getByText('I draw triangles for a living.').first()).toBeVisible();
    await expect(page.getByText('Porto').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', 'https://github.com/marisol-q');
    await expect(page.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://marisol.example.com');
    await expectAccessible(page);
    // Back returns to the directory search it came from.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/developers' && url.searchParams.get('q') === 'Quintavalle');

    // A visitor sees the social link but not the website (contact details need a signed-in viewer).
    const visitor = await visitorPage({ theme: 'light', width: 375 });
    await visitor.page.goto(`/developers/${user.id}`);
    await expect(visitor.page.getByRole('link', { name: /GitHub/ }).first()).toBeVisible();
    await expect(visitor.page.getByRole('link', { name: /Website/ })).toHaveCount(0);
    await expect(visitor.page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
    await expect(visitor.page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
    await expectAccessible(visitor.page);
  });

  test('finds a project by a word of its description and a developer by a misspelled name', async ({ createUser, signedInUser }) => {
    const { context, page } = await signedInUser({ firstName: 'Quilla', lastName: 'Author' }, { theme: 'light' });
    await createUser({ firstName: 'John', lastName: 'Featherstonehaugh' });
    const created = await context.request.post('/api/projects', {
      data: {
        title: 'Harbor Lights',
        description: 'A lighthouse keeper simulator with volumetric fog',
        categories: ['indie-games'],
        technologies: ['Rust', 'WGSL', 'Bevy'],
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/search?q=volumetric');
    const projectCard = page.getByTestId('project-card').filter({ hasText: 'Harbor Lights' }).first();
    await expect(projectCard).toBeVisible();
    await expect(page.getByRole('tab', { name: /Projects/, selected: true }).first()).toBeVisible();
    await expectAccessible(page);

    // Typing searches as well and writes the address.
    await page.getByLabel('Search projects and developers').fill('lighthouse');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === 'lighthouse');
    await expect(projectCard).toBeVisible();

    // The category chips filter: the project is a game, not a web project.
    await page.getByRole('button', { name: 'Web', exact: true }).click();
    await expect(page.getByText('No projects found').first()).toBeVisible();
    await page.getByRole('button', { name: 'Games', exact: true }).click();
    await expect(projectCard).toBeVisible();

    await page.goto('/search?q=Jonh');
    // The tabs work from the keyboard: arrow keys move between them.
    await page.getByRole('tab', { name: /Projects/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Developers/, selected: true }).first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'developers');
    await expect(page.getByTestId('developer-card').filter({ hasText: 'John Featherstonehaugh' }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('follow raises their follower count and my following count; unfollow reverses both', async ({ createUser, signedInUser }) => {
    const { user: fan, page } = await signedInUser({ firstName: 'Fenna', lastName: 'Fan' }, { theme: 'dark', width: 375 });
    const star = await createUser({ firstName: 'Stellan', lastName: 'Star' });

    await page.goto(`/developers/${star.id}`);
    await expect(page.getByRole('heading', { name: 'Stellan Star' }).first()).toBeVisible();
    await expect(countOf(page, 'followersCount')).toHaveText('0');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByText('You are now following Stellan Star').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unfollow' }).first()).toBeVisible();
    await expect(countOf(page, 'followersCount')).toHaveText('1');
    await expect(page.getByRole('link', { name: 'Message' })).toHaveAttribute('href', `/messages?user=${star.id}`);

    await page.goto(`/developers/${fan.id}`);
    await expect(countOf(page, 'followingCount')).toHaveText('1');
    // One's own page offers editing instead of following.
    await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);

    await page.goto(`/developers/${star.id}`);
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await expect(page.getByText('Unfollowed', { exact: true }).first()).toBeVisible();
    await expect(countOf(page, 'followersCount')).toHaveText('0');
    await page.goto(`/developers/${fan.id}`);
    await expect(countOf(page, 'followingCount')).toHaveText('0');
  });

  test('reports a developer from their page: a reason is required and the report reaches the moderators', async ({ app, createUser, signedInUser }) => {
    const { user: reporter, page } = await signedInUser({ firstName: 'Rhea', lastName: 'Reporter' }, { width: 375 });
    const target = await createUser({ firstName: 'Tobin', lastName: 'Target' });

    await page.goto(`/developers/${target.id}`);
    await expect(page.getByRole('heading', { name: 'Tobin Target' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Report Tobin Target' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('Please select a reason').first()).toBeVisible();
    await page.getByLabel('Reason').selectOption('impersonation');
    await page.getByLabel(/^Description/).fill('Uses my name and my photo');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit report' }).click();
    await expect(page.getByText('Report submitted', { exact: true }).first()).toBeVisible();
    const reports = await app.db.select().from(abuseReports).where(eq(abuseReports.reporterId, reporter.id));
    expect(reports).toMatchObject([{ reportedUserId: target.id, reason: 'impersonation', description: 'Uses my name and my photo' }]);

    // One's own page offers no Report.
    await page.goto(`/developers/${reporter.id}`);
    await expect(page.getByRole('link', { name: 'Edit Profile' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
  });

  test('sends a logged-out visitor of /profile to sign in, and shows Developer not found for unknown ids', async ({ page }) => {
    await expectSentToSignIn(page, '/profile');

    await page.goto('/developers/no-such-person');
    await expect(page.getByRole('heading', { name: 'Developer not found' }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
