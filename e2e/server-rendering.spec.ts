import { addImage, cookieFor, createProject } from '../server/test/projects';
import { expect, test } from './fixtures';

test.describe('server-rendered public pages in Chromium', () => {
  test('with JavaScript off, a project page and a developer page are read from the HTML alone', async ({ browser, app, createUser }) => {
    const author = await createUser({ firstName: 'Ada', lastName: 'Lovelace', title: 'Engine analyst' });
    const cookie = await cookieFor(app, author);
    const project = await createProject(app.app, cookie, { title: 'Analytical Notes', description: 'Tables computed by machinery, explained.' });
    await createProject(app.app, cookie, { title: 'Bernoulli Numbers' });

    const context = await browser.newContext({ baseURL: app.baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/projects/${project.slug}`);
      await expect(page).toHaveTitle('Analytical Notes · Shipyard');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytical Notes' })).toBeVisible();
      await expect(page.getByText('Tables computed by machinery, explained.').first()).toBeVisible();
      await expect(page.getByText('Ada Lovelace').first()).toBeVisible();

      await page.goto(`/developers/${author.id}`);
      await expect(page).toHaveTitle('Ada Lovelace · Shipyard');
      await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
      await expect(page.getByText('Engine analyst').first()).toBeVisible();
      await expect(page.getByText('Analytical Notes')).toBeVisible();
      await expect(page.getByText('Bernoulli Numbers')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('with JavaScript on, the page hydrates with no warning and asks nothing the server already answered', async ({ visitorPage, app, createUser }) => {
    const author = await createUser({ firstName: 'Hydra', lastName: 'Tion' });
    const cookie = await cookieFor(app, author);
    const project = await createProject(app.app, cookie, { title: 'Water Works' });
    await addImage(app.app, cookie, project.id);

    for (const path of [`/projects/${project.slug}`, `/developers/${author.id}`, '/', '/discover?category=frontend-development']) {
      const { page } = await visitorPage();
      const apiCalls: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      await page.goto(path);
      // Hydrated: the theme toggle's click handler works.
      const html = page.locator('html');
      await expect(html).toHaveClass(/\bdark\b/);
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(html).toHaveClass(/\blight\b/);
      await page.waitForLoadState('networkidle');
      expect(apiCalls, path).toEqual([]);
      expect(problems, path).toEqual([]);
    }
  });
});
