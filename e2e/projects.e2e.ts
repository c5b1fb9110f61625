import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../server/test/factories';
import { fakeMp4, png } from '../server/test/projects';
import { expectAccessible, signInContext, signedInPage, useE2eApp } from './support';

const e2e = useE2eApp();

/** The toast on screen shows this title (and description, when given). Toasts replace each other. */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await eventually(() => page.getByText(title, { exact: true }).first().isVisible()).toBe(true);
  if (description) await eventually(() => page.getByText(description, { exact: true }).first().isVisible()).toBe(true);
}

/** Pages load lazily and the browser shares two cores with the server: give each check some room. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

const createButton = (page: Page) => page.getByRole('button', { name: 'Create Project' });

describe('projects in Chromium', () => {
  it('creates a project with an image and a video, then likes, comments, sets the preview, edits and deletes it', async () => {
    const owner = await createUser(e2e, { firstName: 'Grace', lastName: 'Builder' });
    const { context: browserContext, page } = await signedInPage(e2e, owner.email);

    // Each create validation message of spec §5, as written.
    await page.goto('/create-project');
    await eventually(() => page.getByRole('heading', { name: 'Create New Project' }).isVisible()).toBe(true);
    for (const section of ['Basic Information', 'Project Media', 'Technologies Used', 'Links & Tags', 'Publishing Options']) {
      expect(await page.getByRole('heading', { name: section }).isVisible()).toBe(true);
    }
    await expectAccessible(page);
    await createButton(page).click();
    await expectToast(page, 'Validation Error', 'Project title is required');
    await page.getByLabel('Project title').fill('Harbor Lights');
    await createButton(page).click();
    await expectToast(page, 'Validation Error', 'Please select at least one category');
    for (const category of ['Full Stack', 'iOS', 'Android', 'Linux']) {
      await page.getByRole('button', { name: category, exact: true }).click();
    }
    await expectToast(page, 'Validation Error', 'Please select no more than 3 categories');
    expect(await page.getByRole('button', { name: 'Linux', exact: true }).getAttribute('aria-pressed')).toBe('false');
    await createButton(page).click();
    await expectToast(page, 'Validation Error', 'Please upload at least one image or video to showcase your project');

    await page.getByLabel('Short description').fill('A status page that ships itself.');
    await page.getByRole('button', { name: 'React', exact: true }).click();
    await page.getByRole('button', { name: 'TypeScript', exact: true }).click();
    await page.getByLabel('Add a custom technology').fill('  Elixir  ');
    await page.keyboard.press('Enter');
    await page.getByLabel('Add a custom technology').fill('react');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('list', { name: 'Chosen technologies' }).getByRole('listitem').count()).toBe(3);
    await page.getByLabel('Upload images or videos').setInputFiles([
      { name: 'screen.png', mimeType: 'image/png', buffer: await png(320, 200, '#6366f1') },
      { name: 'demo.mp4', mimeType: 'video/mp4', buffer: fakeMp4(4096) },
    ]);
    await eventually(() => page.getByText('Uploaded', { exact: true }).count()).toBe(2);
    await createButton(page).click();
    await page.waitForURL('**/projects/harbor-lights');
    await expectToast(page, 'Project created successfully!');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Harbor Lights' }).isVisible()).toBe(true);
    await eventually(() => page.getByRole('heading', { name: 'Videos' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Images' }).isVisible()).toBe(true);
    await expectAccessible(page);

    // It shows on Discover (with its owner menu) and in the Showcase.
    await page.goto('/');
    const discoverCard = page.getByTestId('project-card').filter({ hasText: 'Harbor Lights' }).first();
    await eventually(() => discoverCard.isVisible()).toBe(true);
    expect(await discoverCard.getByRole('button', { name: 'Project actions' }).isVisible()).toBe(true);
    expect(await discoverCard.getByText('+1').isVisible()).toBe(true);
    await expectAccessible(page);
    await page.goto('/showcase');
    await eventually(() => page.getByTestId('project-card').filter({ hasText: 'Harbor Lights' }).isVisible()).toBe(true);
    await expectAccessible(page);

    // Like and unlike.
    await page.goto('/projects/harbor-lights');
    // Named 'Like' or 'Liked' with the count; aria-pressed says which.
    const like = page.getByRole('button', { name: /^Like/ });
    await eventually(() => like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await eventually(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toContain('1');
    await like.click();
    await eventually(() => like.getAttribute('aria-pressed')).toBe('false');
    expect(await like.textContent()).toContain('0');

    // Comment: Post is disabled until there is text after trimming.
    const post = page.getByRole('button', { name: 'Post' });
    await page.getByLabel('Add a comment').fill('   ');
    expect(await post.isDisabled()).toBe(true);
    await page.getByLabel('Add a comment').fill('  Lovely work on the uptime chart.  ');
    await post.click();
    await eventually(() => page.getByRole('list', { name: 'Comments' }).getByText('Lovely work on the uptime chart.').isVisible()).toBe(true);
    expect(await page.getByLabel('Add a comment').inputValue()).toBe('');

    // Set the video as the preview.
    const image = page.getByRole('figure', { name: 'Image 1' });
    const video = page.getByRole('figure', { name: 'Video 1' });
    expect(await image.getByText('✓ Preview').isVisible()).toBe(true);
    await video.getByRole('button', { name: 'Set as Preview' }).click();
    await expectToast(page, 'Preview media updated');
    await eventually(() => video.getByText('✓ Preview').isVisible()).toBe(true);
    expect(await image.getByRole('button', { name: 'Set as Preview' }).isVisible()).toBe(true);

    // Edit (the page's Edit opens the edit page, decision 3); the slug stays.
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL('**/edit-project/**');
    const title = page.getByLabel('Project title');
    await eventually(() => title.inputValue()).toBe('Harbor Lights');
    for (const section of ['Basic Information', 'Project Details', 'Project Media', 'Technologies Used', 'Project Settings']) {
      expect(await page.getByRole('heading', { name: section }).isVisible()).toBe(true);
    }
    await expectAccessible(page);
    await title.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Validation Error', 'Project title is required');
    await title.fill('Harbor Lights 2');
    for (const category of ['Full Stack', 'iOS', 'Android']) await page.getByRole('button', { name: category, exact: true }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Validation Error', 'Please select a category');
    await page.getByRole('button', { name: 'Android', exact: true }).click();
    await page.getByRole('button', { name: 'Cybersecurity', exact: true }).click();
    await page.getByRole('switch', { name: 'Feature this project' }).click();
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expectToast(page, 'Media removed successfully');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL('**/projects/harbor-lights');
    await expectToast(page, 'Project updated successfully!');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Harbor Lights 2' }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Categories' }).textContent()).toContain('Cybersecurity');
    expect(await page.getByRole('heading', { name: 'Images' }).count()).toBe(0);

    // Delete, with the confirmation dialog.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Project deleted successfully');
    await page.waitForURL((url) => url.pathname === '/');
    expect((await browserContext.request.get('/api/projects/slug/harbor-lights')).status()).toBe(404);
    await browserContext.close();
  });

  it('deletes from the owner card menu on Discover; edit in the menu opens the edit page', async () => {
    const owner = await createUser(e2e, { firstName: 'Menu', lastName: 'Owner' });
    const { context: browserContext, page } = await signedInPage(e2e, owner.email, { width: 375, theme: 'light' });
    const created = await browserContext.request.post('/api/projects', {
      data: { title: 'Card Menu Demo', categories: ['devops-automation'], technologies: ['Go'] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/discover');
    const card = page.getByTestId('project-card').filter({ hasText: 'Card Menu Demo' }).first();
    await eventually(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.waitForURL(`**/edit-project/${id}`);

    await page.goto('/discover');
    await card.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Project deleted successfully');
    await eventually(() => page.getByTestId('project-card').filter({ hasText: 'Card Menu Demo' }).count()).toBe(0);
    await browserContext.close();
  });

  it('shows the Discover filters, the empty states and the showcase of a new member', async () => {
    const member = await createUser(e2e, { firstName: 'New', lastName: 'Member' });
    const { context: browserContext, page } = await signedInPage(e2e, member.email);
    const builder = await createUser(e2e);
    const builderContext = await e2e.newContext();
    await signInContext(builderContext, builder.email, DEFAULT_PASSWORD);
    for (let index = 1; index <= 13; index += 1) {
      const response = await builderContext.request.post('/api/projects', {
        data: { title: `Wearable ${index}`, categories: ['wearables'] },
      });
      expect(response.status()).toBe(201);
    }
    await builderContext.close();

    await page.goto('/');
    await eventually(() => page.getByRole('heading', { name: 'Discover Amazing Projects' }).isVisible()).toBe(true);
    const filter = page.getByRole('group', { name: 'Filter by category' });
    await eventually(() => filter.getByRole('button').count()).toBe(10);
    await page.getByRole('button', { name: 'Show More Categories' }).click();
    expect(await filter.getByRole('button').count()).toBe(44);
    await page.getByRole('button', { name: 'Smart Home', exact: true }).click();
    await eventually(() => page.getByText('Try adjusting your search or filters').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'No projects found' }).isVisible()).toBe(true);
    // Load More while a page returns exactly 12 (spec §4).
    await page.getByRole('button', { name: 'Wearables', exact: true }).click();
    const grid = page.getByRole('list', { name: 'All projects list' });
    await eventually(() => grid.getByTestId('project-card').count()).toBe(12);
    await page.getByRole('button', { name: 'Load More' }).click();
    await eventually(() => grid.getByTestId('project-card').count()).toBe(13);
    expect(await page.getByRole('button', { name: 'Load More' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Show Less' }).click();
    expect(await filter.getByRole('button').count()).toBe(11);
    await expectAccessible(page);

    await page.goto('/showcase');
    await eventually(() => page.getByRole('heading', { name: 'Upload your artwork' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Upload a project' }).getAttribute('href')).toBe('/create-project');
    expect(await page.getByText('Developer', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    await browserContext.close();
  });

  it('asks visitors to sign in, redirects them from protected pages and denies edits to non-owners', async () => {
    const owner = await createUser(e2e);
    const ownerContext = await e2e.newContext();
    await signInContext(ownerContext, owner.email, DEFAULT_PASSWORD);
    const created = await ownerContext.request.post('/api/projects', {
      data: { title: 'Visitor Target', categories: ['graphql'] },
    });
    const { id, slug } = (await created.json()) as { id: string; slug: string };

    const visitor = await e2e.newContext({ theme: 'light' });
    const page = await visitor.newPage();
    await page.goto(`/projects/${slug}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Visitor Target' }).isVisible()).toBe(true);
    expect(await page.getByText('No description provided.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Like/ }).click();
    await expectToast(page, 'Sign in required', 'You need to sign in to like projects');
    await page.getByLabel('Add a comment').fill('Hello');
    await page.getByRole('button', { name: 'Post' }).click();
    await expectToast(page, 'Sign in required', 'You need to sign in to comment');
    await expectAccessible(page);

    await page.goto('/projects/no-such-project');
    await eventually(() => page.getByRole('heading', { name: 'Project not found' }).isVisible()).toBe(true);

    await page.goto('/showcase');
    await eventually(() => page.getByText('Please log in to view your showcase').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log In' }).isVisible()).toBe(true);

    await page.goto('/create-project');
    await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/create-project');

    await page.goto(`/edit-project/${id}`);
    await page.waitForURL((url) => url.pathname === '/');

    const stranger = await createUser(e2e);
    const { context: browserContext, page: strangerPage } = await signedInPage(e2e, stranger.email);
    await strangerPage.goto(`/edit-project/${id}`);
    await expectToast(strangerPage, 'Access Denied', 'You can only edit your own projects');
    await strangerPage.waitForURL((url) => url.pathname === '/');
    await browserContext.close();
    await visitor.close();
    await ownerContext.close();
  });

  it('shows the landing page to visitors with featured projects, chips and community stats', async () => {
    const visitor = await e2e.newContext({ width: 375 });
    const page = await visitor.newPage();
    await page.goto('/');
    await eventually(() => page.getByRole('heading', { name: 'Featured Projects' }).isVisible()).toBe(true);
    const chips = page.getByRole('group', { name: 'Filter featured projects' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual(['All', 'Web', 'Mobile', 'AI', 'Game', 'API', 'Dev Tools']);
    for (const label of ['Active Developers', 'Projects Showcased', 'Likes Given', 'Comments Shared']) {
      expect(await page.getByText(label, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: /Start Your Showcase/ }).first().getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Explore Projects' }).getAttribute('href')).toBe('/showcase');
    await page.getByLabel('Search projects and developers').fill('harbor');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'harbor');
    await visitor.close();
  });
});
