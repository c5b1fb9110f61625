import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { abuseReports } from '../server/db/schema';
import { createUser } from '../server/test/factories';
import { png } from '../server/test/projects';
import { expectAccessible, signedInPage, useE2eApp } from './support';

const e2e = useE2eApp();

/** The number in one of the profile count boxes (Projects, Likes, Followers, Following). */
const countOf = (page: Page, key: 'projectCount' | 'likesReceived' | 'followersCount' | 'followingCount') =>
  page.getByTestId(`count-${key}`).locator('dd').textContent();

/** expect.poll waits 1 s by default; a first page load on a busy machine can take longer. */
const POLL = { timeout: 10_000 };
const visible = (locator: ReturnType<Page['getByText']>) => expect.poll(() => locator.first().isVisible(), POLL).toBe(true);

describe('people in Chromium', () => {
  it('edits the profile (fields, two links, skills, avatar) and shows it on the directory and the developer page', async () => {
    const user = await createUser(e2e, { firstName: 'Plain', lastName: 'Person' });
    const { context, page } = await signedInPage(e2e, user.email);

    await page.goto('/profile');
    await visible(page.getByRole('heading', { name: 'Plain Person' }));
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
    expect(await page.getByLabel('Platform').locator('option[value="github"]').count()).toBe(0);

    const skills = page.getByLabel('Skills', { exact: true });
    await skills.fill('WebGPU');
    await skills.press('Enter');
    await skills.fill('  Shaders ,');
    await skills.fill('webgpu');
    await skills.press('Enter');
    expect(await page.getByRole('button', { name: 'Remove WebGPU' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove Shaders' }).count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(page.getByText('Profile updated successfully'));
    await visible(page.getByRole('button', { name: 'Edit Profile' }));
    await visible(page.getByRole('heading', { name: 'Marisol Quintavalle' }));

    const avatar = await png(96, 96, '#dc5a28');
    await page.getByLabel('Upload avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
    await visible(page.getByText('Avatar updated successfully'));
    await visible(page.getByRole('img', { name: "Marisol Quintavalle's avatar" }));

    const me = (await (await context.request.get('/api/auth/user')).json()) as { profileImageUrl: string | null; skills: string[] };
    expect(me.profileImageUrl).toBeTruthy();
    expect(me.skills).toEqual(['WebGPU', 'Shaders']);

    await page.goto('/developers');
    await page.getByLabel('Search developers').fill('Quintavalle');
    const card = page.getByTestId('developer-card').filter({ hasText: 'Marisol Quintavalle' });
    await visible(card);
    await visible(card.getByText('Graphics engineer'));
    await visible(card.getByText('WebGPU'));
    await expectAccessible(page);

    await card.click();
    await page.waitForURL(`**/developers/${user.id}`);
    await visible(page.getByRole('heading', { name: 'Marisol Quintavalle' }));
    await visible(page.getByText('I draw triangles for a living.'));
    await visible(page.getByText('Porto'));
    expect(await page.getByRole('link', { name: /GitHub/ }).getAttribute('href')).toBe('https://github.com/marisol-q');
    expect(await page.getByRole('link', { name: /Website/ }).getAttribute('href')).toBe('https://marisol.example.com');
    await expectAccessible(page);
    // Back returns to the directory search it came from.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/developers' && url.searchParams.get('q') === 'Quintavalle');

    // A visitor sees the social link but not the website (contact details need a signed-in viewer).
    const visitor = await e2e.newContext({ theme: 'light', width: 375 });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/developers/${user.id}`);
    await visible(visitorPage.getByRole('link', { name: /GitHub/ }));
    expect(await visitorPage.getByRole('link', { name: /Website/ }).count()).toBe(0);
    expect(await visitorPage.getByRole('button', { name: 'Follow' }).count()).toBe(0);
    expect(await visitorPage.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
    await expectAccessible(visitorPage);
    await visitor.close();
    await context.close();
  });

  it('finds a project by a word of its description and a developer by a misspelled name', async () => {
    const author = await createUser(e2e, { firstName: 'Quilla', lastName: 'Author' });
    await createUser(e2e, { firstName: 'John', lastName: 'Featherstonehaugh' });
    const { context, page } = await signedInPage(e2e, author.email, { theme: 'light' });
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
    const projectCard = page.getByTestId('project-card').filter({ hasText: 'Harbor Lights' });
    await visible(projectCard);
    await visible(page.getByRole('tab', { name: /Projects/, selected: true }));
    await expectAccessible(page);

    // Typing searches as well and writes the address.
    await page.getByLabel('Search projects and developers').fill('lighthouse');
    await page.waitForURL((url) => url.searchParams.get('q') === 'lighthouse');
    await visible(projectCard);

    // The category chips filter: the project is a game, not a web project.
    await page.getByRole('button', { name: 'Web', exact: true }).click();
    await visible(page.getByText('No projects found'));
    await page.getByRole('button', { name: 'Game', exact: true }).click();
    await visible(projectCard);

    await page.goto('/search?q=Jonh');
    // The tabs work from the keyboard: arrow keys move between them.
    await page.getByRole('tab', { name: /Projects/ }).focus();
    await page.keyboard.press('ArrowRight');
    await visible(page.getByRole('tab', { name: /Developers/, selected: true }));
    await page.waitForURL((url) => url.searchParams.get('tab') === 'developers');
    await visible(page.getByTestId('developer-card').filter({ hasText: 'John Featherstonehaugh' }));
    await expectAccessible(page);
    await context.close();
  });

  it('follow raises their follower count and my following count; unfollow reverses both', async () => {
    const fan = await createUser(e2e, { firstName: 'Fenna', lastName: 'Fan' });
    const star = await createUser(e2e, { firstName: 'Stellan', lastName: 'Star' });
    const { context, page } = await signedInPage(e2e, fan.email, { theme: 'dark', width: 375 });

    await page.goto(`/developers/${star.id}`);
    await visible(page.getByRole('heading', { name: 'Stellan Star' }));
    await expect.poll(() => countOf(page, 'followersCount'), POLL).toBe('0');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Follow' }).click();
    await visible(page.getByText('You are now following Stellan Star'));
    await visible(page.getByRole('button', { name: 'Unfollow' }));
    await expect.poll(() => countOf(page, 'followersCount'), POLL).toBe('1');
    expect(await page.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(`/messages?user=${star.id}`);

    await page.goto(`/developers/${fan.id}`);
    await expect.poll(() => countOf(page, 'followingCount'), POLL).toBe('1');
    // One's own page offers editing instead of following.
    expect(await page.getByRole('button', { name: 'Follow' }).count()).toBe(0);

    await page.goto(`/developers/${star.id}`);
    await page.getByRole('button', { name: 'Unfollow' }).click();
    await visible(page.getByText('Unfollowed', { exact: true }));
    await expect.poll(() => countOf(page, 'followersCount'), POLL).toBe('0');
    await page.goto(`/developers/${fan.id}`);
    await expect.poll(() => countOf(page, 'followingCount'), POLL).toBe('0');
    await context.close();
  });

  it('reports a developer from their page: a reason is required and the report reaches the moderators', async () => {
    const reporter = await createUser(e2e, { firstName: 'Rhea', lastName: 'Reporter' });
    const target = await createUser(e2e, { firstName: 'Tobin', lastName: 'Target' });
    const { context, page } = await signedInPage(e2e, reporter.email, { width: 375 });

    await page.goto(`/developers/${target.id}`);
    await visible(page.getByRole('heading', { name: 'Tobin Target' }));
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    await visible(page.getByRole('dialog', { name: 'Report Tobin Target' }));
    await page.getByRole('button', { name: 'Submit report' }).click();
    await visible(page.getByText('Please select a reason'));
    await page.getByLabel('Reason').selectOption('impersonation');
    await page.getByLabel(/^Description/).fill('Uses my name and my photo');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit report' }).click();
    await visible(page.getByText('Report submitted', { exact: true }));
    const reports = await e2e.deps.database.db.select().from(abuseReports).where(eq(abuseReports.reporterId, reporter.id));
    expect(reports).toMatchObject([{ reportedUserId: target.id, reason: 'impersonation', description: 'Uses my name and my photo' }]);

    // One's own page offers no Report.
    await page.goto(`/developers/${reporter.id}`);
    await visible(page.getByRole('link', { name: 'Edit Profile' }));
    expect(await page.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('sends a logged-out visitor of /profile to sign in, and shows Developer not found for unknown ids', async () => {
    const context = await e2e.newContext();
    const page = await context.newPage();
    await page.goto('/profile');
    await visible(page.getByText('You are logged out. Logging in again...'));
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/profile');

    await page.goto('/developers/no-such-person');
    await visible(page.getByRole('heading', { name: 'Developer not found' }));
    await expectAccessible(page);
    await context.close();
  });
});
