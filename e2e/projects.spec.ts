import type { Page } from '@playwright/test';
import { png, realVideo } from '../server/test/projects';
import { expect, expectAccessible, expectSentToSignIn, test } from './fixtures';

/** The toast on screen shows this title (and description, when given). Toasts replace each other. */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

const createButton = (page: Page) => page.getByRole('button', { name: 'Create Project' });

test.describe('projects in Chromium', () => {
  test('creates a project with an image and a video, then likes, comments, sets the preview, edits and deletes it', async ({
    signedInUser,
  }) => {
    // A long journey with several accessibility scans: give it the room test.slow() gives (3×).
    test.slow();
    const { context, page } = await signedInUser({ firstName: 'Grace', lastName: 'Builder' });

    // Each create validation message of spec §5, as written.
    await page.goto('/create-project');
    await expect(page.getByRole('heading', { name: 'Create New Project' })).toBeVisible();
    for (const section of ['Basic Information', 'Project Media', 'Technologies Used', 'Links & Tags', 'Publishing Options']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expectAccessible(page);
    await createButton(page).click();
    await expectToast(page, 'Validation Error', 'Project title is required');
    await page.getByLabel('Project title').fill('Harbor Lights');
    await createButton(page).click();
    await expectToast(page, 'Validation Error', 'Please select at least one category');
    for (const category of ['Full-Stack', 'iOS', 'Android', 'Linux']) {
      await page.getByLabel('Find a category').fill(category);
      await page.getByRole('button', { name: category, exact: true }).click();
    }
    await expectToast(page, 'Validation Error', 'Please select no more than 3 categories');
    await expect(page.getByRole('button', { name: 'Linux', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await createButton(page).click();
    await expectToast(page, 'Validation Error', 'Please upload at least one image or video to showcase your project');

    await page.getByLabel('Short description').fill('A status page that ships itself.');
    await page.getByRole('button', { name: 'React', exact: true }).click();
    await page.getByRole('button', { name: 'TypeScript', exact: true }).click();
    await page.getByLabel('Add a custom technology').fill('  Elixir  ');
    await page.keyboard.press('Enter');
    await page.getByLabel('Add a custom technology').fill('react');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Chosen technologies' }).getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Upload images or videos').setInputFiles([
      { name: 'screen.png', mimeType: 'image/png', buffer: await png(320, 200, '#6366f1') },
      { name: 'demo.mp4', mimeType: 'video/mp4', buffer: realVideo('mp4') },
    ]);
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(2);
    await createButton(page).click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/harbor-lights');
    await expectToast(page, 'Project created successfully!');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Lights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Images' })).toBeVisible();
    await expectAccessible(page);

    // It shows on Discover (with its owner menu) and in the Showcase.
    await page.goto('/');
    const discoverCard = page.getByTestId('project-card').filter({ hasText: 'Harbor Lights' }).first();
    await expect(discoverCard).toBeVisible();
    await expect(discoverCard.getByRole('button', { name: 'Project actions' })).toBeVisible();
    await expect(discoverCard.getByText('+1')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/showcase');
    await expect(page.getByTestId('project-card').filter({ hasText: 'Harbor Lights' })).toBeVisible();
    await expectAccessible(page);

    // Like and unlike.
    await page.goto('/projects/harbor-lights');
    // Named 'Like' or 'Liked' with the count; aria-pressed says which.
    const like = page.getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText('1');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toContainText('0');

    // Comment: Post is disabled until there is text after trimming.
    const post = page.getByRole('button', { name: 'Post' });
    await page.getByLabel('Add a comment').fill('   ');
    await expect(post).toBeDisabled();
    await page.getByLabel('Add a comment').fill('  Lovely work on the uptime chart.  ');
    await post.click();
    await expect(page.getByRole('list', { name: 'Comments' }).getByText('Lovely work on the uptime chart.')).toBeVisible();
    await expect(page.getByLabel('Add a comment')).toHaveValue('');

    // Set the video as the preview, once the gallery's code has taken over its server HTML.
    await expect(page.locator('[data-gallery="live"]')).toBeAttached();
    const image = page.getByRole('figure', { name: 'Image 1' });
    const video = page.getByRole('figure', { name: 'Video 1' });
    await expect(image.getByText('✓ Preview')).toBeVisible();
    await video.getByRole('button', { name: 'Set as Preview' }).click();
    await expectToast(page, 'Preview media updated');
    await expect(video.getByText('✓ Preview')).toBeVisible();
    await expect(image.getByRole('button', { name: 'Set as Preview' })).toBeVisible();

    // Edit (the page's Edit opens the edit page, decision 3); the slug stays.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/edit-project/'));
    const title = page.getByLabel('Project title');
    await expect(title).toHaveValue('Harbor Lights');
    for (const section of ['Basic Information', 'Project Details', 'Project Media', 'Technologies Used', 'Project Settings']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expectAccessible(page);
    await title.fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Validation Error', 'Project title is required');
    await title.fill('Harbor Lights 2');
    for (const category of ['Full-Stack', 'iOS', 'Android']) await page.getByRole('button', { name: `Remove ${category}` }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Validation Error', 'Please select a category');
    for (const category of ['Android', 'Cybersecurity']) {
      await page.getByLabel('Find a category').fill(category);
      await page.getByRole('button', { name: category, exact: true }).click();
    }
    await page.getByRole('switch', { name: 'Feature this project' }).click();
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expectToast(page, 'Media removed successfully');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/harbor-lights');
    await expectToast(page, 'Project updated successfully!');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Lights 2' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' })).toContainText('Cybersecurity');
    await expect(page.getByRole('heading', { name: 'Images' })).toHaveCount(0);

    // Delete, with the confirmation dialog.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Project deleted successfully');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect((await context.request.get('/api/projects/slug/harbor-lights')).status()).toBe(404);
  });

  test('deletes from the owner card menu on Discover; edit in the menu opens the edit page', async ({ signedInUser }) => {
    const { context, page } = await signedInUser({ firstName: 'Menu', lastName: 'Owner' }, { width: 375, theme: 'light' });
    const created = await context.request.post('/api/projects', {
      data: { title: 'Card Menu Demo', categories: ['devops-automation'], technologies: ['Go'] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto('/discover');
    const card = page.getByTestId('project-card').filter({ hasText: 'Card Menu Demo' }).first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/edit-project/${id}`);

    await page.goto('/discover');
    await card.getByRole('button', { name: 'Project actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Project deleted successfully');
    await expect(page.getByTestId('project-card').filter({ hasText: 'Card Menu Demo' })).toHaveCount(0);
  });

  test('shows the Discover filters, the empty states and the showcase of a new member', async ({ signedInUser }) => {
    const { page } = await signedInUser({ firstName: 'New', lastName: 'Member' });
    const builder = await signedInUser();
    for (let index = 1; index <= 13; index += 1) {
      const response = await builder.context.request.post('/api/projects', {
        data: { title: `Wearable ${index}`, categories: ['wearables'] },
      });
      expect(response.status()).toBe(201);
    }
    await builder.context.close();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Amazing Projects' })).toBeVisible();
    const filter = page.getByRole('group', { name: 'Filter by category' });
    await expect(filter.getByRole('button')).toHaveCount(10);
    await page.getByRole('button', { name: 'Show More Categories' }).click();
    await expect(filter.getByRole('button')).toHaveCount(44);
    await page.getByRole('button', { name: 'Smart Home', exact: true }).click();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
    // Load More while a page returns exactly 12 (spec §4).
    await page.getByRole('button', { name: 'Wearables', exact: true }).click();
    const grid = page.getByRole('list', { name: 'All projects list' });
    await expect(grid.getByTestId('project-card')).toHaveCount(12);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(grid.getByTestId('project-card')).toHaveCount(13);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Less' }).click();
    await expect(filter.getByRole('button')).toHaveCount(11);
    await expectAccessible(page);

    await page.goto('/showcase');
    await expect(page.getByRole('heading', { name: 'Upload your artwork' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload a project' })).toHaveAttribute('href', '/create-project');
    await expect(page.getByText('Developer', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('asks visitors to sign in, redirects them from protected pages and denies edits to non-owners', async ({
    signedInUser,
    visitorPage,
  }) => {
    const owner = await signedInUser();
    const created = await owner.context.request.post('/api/projects', {
      data: { title: 'Visitor Target', categories: ['graphql'] },
    });
    expect(created.status()).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };

    const { page } = await visitorPage({ theme: 'light' });
    await page.goto(`/projects/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Visitor Target' })).toBeVisible();
    await expect(page.getByText('No description provided.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Like/ }).click();
    await expectToast(page, 'Sign in required', 'You need to sign in to like projects');
    await page.getByLabel('Add a comment').fill('Hello');
    await page.getByRole('button', { name: 'Post' }).click();
    await expectToast(page, 'Sign in required', 'You need to sign in to comment');
    await expectAccessible(page);

    await page.goto('/projects/no-such-project');
    await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();

    await page.goto('/showcase');
    await expect(page.getByText('Please log in to view your showcase')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

    await expectSentToSignIn(page, '/create-project');

    await page.goto(`/edit-project/${id}`);
    await expect(page).toHaveURL((url) => url.pathname === '/');

    const stranger = await signedInUser();
    await stranger.page.goto(`/edit-project/${id}`);
    await expectToast(stranger.page, 'Access Denied', 'You can only edit your own projects');
    await expect(stranger.page).toHaveURL((url) => url.pathname === '/');
  });

  test('shows the landing page to visitors with featured projects, chips and community stats', async ({ visitorPage }) => {
    const { page } = await visitorPage({ width: 375 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Projects' })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Filter featured projects' }).getByRole('button');
    await expect(chips).toHaveText(['All', 'Web', 'Mobile', 'AI', 'Games', 'APIs', 'Dev Tools']);
    for (const label of ['Active Developers', 'Projects Showcased', 'Likes Given', 'Comments Shared']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /Start Your Showcase/ }).first()).toHaveAttribute('href', '/register');
    await expect(page.getByRole('link', { name: 'Explore Projects' })).toHaveAttribute('href', '/discover');
    await page.getByLabel('Search projects and developers').fill('harbor');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'harbor');
  });
});
