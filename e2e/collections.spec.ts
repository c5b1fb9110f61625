import { addImage, cookieFor, createProject, png } from '../server/test/projects';
import { expect, expectAccessible, test } from './fixtures';

test.describe('collections in Chromium (issue 16)', () => {
  test('saves a project to "Saved" and a new collection, lists it, makes the collection private and removes the project', async ({
    app,
    createUser,
    signedInUser,
    visitorPage,
  }) => {
    test.slow();
    const author = await createUser({ firstName: 'Ada', lastName: 'Author' });
    const cookie = await cookieFor(app, author);
    const project = await createProject(app.app, cookie, { title: 'Harbour Lamp', description: 'A lamp that tells the tide.' });
    await addImage(app.app, cookie, project.id, 0, await png(320, 200, '#0ea5e9'));
    const { page } = await signedInUser({ firstName: 'Sam', lastName: 'Saver' });

    // From the project page: the dialog lists "Saved" before it exists.
    await page.goto(`/projects/${project.slug}`);
    const saveButton = page.getByRole('button', { name: /^Save/ });
    await expect(page.getByTestId('saves-count')).toHaveText('0 saves');
    await saveButton.click();
    const dialog = page.getByRole('dialog', { name: 'Save to a collection' });
    await expect(dialog).toBeVisible();
    const savedChoice = dialog.getByRole('checkbox', { name: /Saved/ });
    await expect(savedChoice).not.toBeChecked();
    // Keyboard: Space checks the focused choice.
    await savedChoice.focus();
    await page.keyboard.press('Space');
    await expect(savedChoice).toBeChecked();
    await expect(page.getByTestId('saves-count')).toHaveText('1 save');

    // A new named collection, made inline with the project in it.
    await dialog.getByLabel('New collection').fill('Lamps I like');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const named = dialog.getByRole('checkbox', { name: /Lamps I like/ });
    await expect(named).toBeChecked();
    // Still one person saving it.
    await expect(page.getByTestId('saves-count')).toHaveText('1 save');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The collection page, reached from the profile's Collections section.
    await page.goto('/profile');
    const collections = page.getByRole('list', { name: 'Collections' });
    await expect(collections.getByRole('link')).toHaveCount(2);
    await collections.getByRole('link', { name: /Lamps I like/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lamps I like' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'Lamps I like' });
    await expect(grid.getByRole('link', { name: 'Harbour Lamp' })).toBeVisible();
    const collectionUrl = new URL(page.url()).pathname;
    await expectAccessible(page);

    // Public: a visitor sees it, rendered by the server.
    const visitor = (await visitorPage()).page;
    await visitor.goto(collectionUrl);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Lamps I like' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Harbour Lamp' })).toBeVisible();

    // Private: the visitor gets a 404.
    await page.getByRole('button', { name: 'Make private' }).click();
    await expect(page.getByRole('button', { name: 'Make public' })).toBeVisible();
    const answer = await visitor.goto(collectionUrl);
    expect(answer?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Collection not found' })).toBeVisible();
    expect((await visitor.request.get(`/api/collections/${collectionUrl.split('/').pop()}`)).status()).toBe(404);

    // Remove the project from it: the empty state follows.
    await grid.getByRole('button', { name: 'Remove Harbour Lamp from this collection' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing saved here yet' })).toBeVisible();
    await expect(page.getByTestId('collection-count')).toHaveText('0 projects');
  });

  test('sends a visitor who wants to save a project to sign in', async ({ app, createUser, visitorPage }) => {
    const author = await createUser({ firstName: 'Vi', lastName: 'Author' });
    const project = await createProject(app.app, await cookieFor(app, author), { title: 'Visitor Lamp' });
    const { page } = await visitorPage();
    await page.goto(`/projects/${project.slug}`);
    await page.getByRole('button', { name: /^Save/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `/projects/${project.slug}`);
  });
});
