import sharp from 'sharp';
import { expect, expectAccessible, test, uniqueEmail } from './fixtures';

/** A small logo made on the spot: what an operator would upload. */
const logoPng = () => sharp({ create: { width: 160, height: 160, channels: 4, background: '#f97316' } }).png().toBuffer();

test.describe('site settings in Chromium (issue 14)', () => {
  test('an admin renames the community and uploads a logo: navbar, title, Open Graph, RSS and the next e-mail follow', async ({
    signedInUser,
    visitorPage,
    mailbox,
  }) => {
    test.slow();
    const author = await signedInUser({ firstName: 'Nell', lastName: 'Author' });
    const created = await author.context.request.post('/api/projects', {
      data: { title: 'Lighthouse Log', description: 'Keeps a log of every ship that passes', categories: ['frontend-development'], technologies: ['TypeScript'] },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as { slug: string };

    const { page } = await signedInUser({ role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Site' }).click();
    const name = page.getByLabel('Community name');
    await expect(name).toHaveValue('Shipyard');
    await name.fill('Harbour Crew');
    await page.getByLabel('Tagline').fill('Ship it together');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Site settings saved.').first()).toBeVisible();

    await page.getByTestId('logo-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    await expect(page.getByText('Logo updated.').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();

    // The admin's own page changes at once: the navbar's name and logo, the tab's title.
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Harbour Crew' })).toBeVisible();
    await expect(navbar.locator('img[src^="/uploads/"]')).toBeVisible();
    await expect(page).toHaveTitle('Admin Panel · Harbour Crew');
    await expectAccessible(page);

    // A visitor: the project page as the server sends it, then as the browser shows it.
    const visitor = await visitorPage();
    const html = await (await visitor.context.request.get(`/projects/${project.slug}`)).text();
    expect(html).toContain('<meta property="og:site_name" content="Harbour Crew" />');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/[^"]+\.png" \/>/);
    await visitor.page.goto(`/projects/${project.slug}`);
    await expect(visitor.page).toHaveTitle('Lighthouse Log · Harbour Crew');
    await expect(visitor.page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Harbour Crew');
    await expect(visitor.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Harbour Crew' })).toBeVisible();

    const rss = await (await visitor.context.request.get('/feed.xml')).text();
    expect(rss).toContain('<title>Harbour Crew: new projects</title>');
    expect(rss).toContain('<title>Lighthouse Log</title>');

    // The next e-mail: someone asks for a password reset.
    const email = uniqueEmail('crew');
    await signedInUser({ email });
    const asked = await visitor.context.request.post('/api/auth/forgot-password', { data: { email } });
    expect(asked.ok()).toBe(true);
    const mail = await mailbox.waitFor(email, 'Reset your');
    expect(mail.subject).toBe('Reset your Harbour Crew password');
    expect(mail.text).toContain('— Harbour Crew');
  });

  test('an accent colour without enough contrast is refused with the reason, under the field', async ({ signedInUser }) => {
    const { page } = await signedInUser({ role: 'admin' });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Site' }).click();
    const accent = page.getByRole('textbox', { name: 'Accent colour', exact: true });
    await accent.fill('#fde047');
    await accent.blur();
    await expect(page.getByText(/White button text on #fde047 has a contrast of 1\.\d:1/).first()).toBeVisible();
    await expect(accent).toHaveAttribute('aria-invalid', 'true');
  });

  test('a written About page is in the footer and reads well on a phone', async ({ signedInUser, visitorPage }) => {
    const { page } = await signedInUser({ role: 'admin' }, { width: 375 });
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Site' }).click();
    await page.getByLabel('About (Markdown)').fill('# Who we are\n\nA crew of makers. <script>alert(1)</script>\n\n- Be kind\n- Share [what you ship](https://example.com)');
    await page.getByRole('button', { name: 'Save page' }).click();
    await expect(page.getByText('Page saved.').first()).toBeVisible();

    const visitor = await visitorPage({ width: 375 });
    await visitor.page.goto('/developers');
    await visitor.page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
    await expect(visitor.page).toHaveURL(/\/about$/);
    await expect(visitor.page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(visitor.page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    // Raw HTML is shown as the text it is, never run.
    await expect(visitor.page.getByText('A crew of makers. <script>alert(1)</script>')).toBeVisible();
    await expect(visitor.page.getByRole('link', { name: 'what you ship' })).toHaveAttribute('href', 'https://example.com');
    await expectAccessible(visitor.page);
  });
});
