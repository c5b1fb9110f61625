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

  test('a part below the fold keeps the server HTML until it is scrolled to, then hydrates with the reader’s clock', async ({ browser, app, createUser }) => {
    const author = await createUser({ firstName: 'Ima', lastName: 'Gallery' });
    const cookie = await cookieFor(app, author);
    const project = await createProject(app.app, cookie, { title: 'Tall Page', description: 'A description.' });
    await addImage(app.app, cookie, project.id);
    const comment = await app.app.inject({ method: 'POST', url: `/api/projects/${project.id}/comments`, headers: { cookie }, payload: { content: 'Written before the reader came.' } });
    expect(comment.statusCode).toBe(201);

    // A phone whose clock is three hours ahead of the server's: the server writes "just now".
    const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 375, height: 667 }, isMobile: true });
    try {
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(Date.now() + 3 * 3600_000));
      const chunks: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      await page.goto(`/projects/${project.slug}`);
      await expect(page.locator('html[data-app-ready]')).toBeAttached();
      const comments = page.getByRole('region', { name: /^Comments/ });
      const stamp = comments.locator('time');
      // Hydrated above the fold, and the comments still the server's: their chunk not asked for.
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await expect(page.locator('html')).toHaveClass(/\blight\b/);
      await expect(stamp).toHaveText('just now');
      expect(chunks.filter((path) => /comments-section/.test(path))).toEqual([]);

      await stamp.scrollIntoViewIfNeeded();
      // The part hydrates: the reader's clock writes the time, and its form answers.
      await expect(stamp).toHaveText('3 hours ago');
      expect(chunks.filter((path) => /comments-section/.test(path))).toHaveLength(1);
      await comments.getByLabel('Add a comment').fill('Hello');
      await comments.getByRole('button', { name: 'Post' }).click();
      await expect(page.getByText('You need to sign in to comment')).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a page visited from another page fetches its imports with it, from the map the entry loads once idle', async ({ visitorPage, createUser }) => {
    await createUser({ firstName: 'Map', lastName: 'Reader' });
    const { page } = await visitorPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    const map = page.waitForResponse((response) => response.url().endsWith('.deps.json'));
    await page.goto('/');
    const response = await map;
    expect(response.status()).toBe(200);
    const dependencies = ((await response.json()) as Record<string, string[]>)['src/features/people/pages/developers-page.tsx'] ?? [];
    expect(dependencies.length).toBeGreaterThan(0);
    await expect(page.locator('html[data-chunk-map="loaded"]')).toBeAttached();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developers', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
    // Each import of the page was asked for as the page was (a modulepreload), not found afterwards.
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual(expect.arrayContaining(dependencies));
    expect(problems).toEqual([]);
  });
});
