import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { projects } from '../server/db/schema';
import { png } from '../server/test/projects';
import { expect, expectAccessible, test } from './fixtures';

/** Decision 0030: write-ups in Markdown, rendered and highlighted on the server. */

const WRITEUP = [
  '## Getting started',
  'Clone it and run **one** command.',
  '```ts',
  'export const answer: number = 42;',
  '```',
  '## Benchmarks',
  '| runtime | requests/s |',
  '|---|---:|',
  '| node | 41000 |',
  '## What is next',
  '- [x] Markdown',
  '- [ ] Plugins',
].join('\n');

/** Drops an image file onto the write-up, as a file dragged from the desktop would be. */
async function dropImage(page: Page, name: string): Promise<void> {
  const bytes = [...(await png(240, 150, '#10b981'))];
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
      return transfer;
    },
    { bytes, name },
  );
  await page.getByLabel('Full write-up').dispatchEvent('drop', { dataTransfer });
}

test.describe('write-ups in Markdown', () => {
  test('a write-up with a heading, code, a table and a dropped image is shown highlighted with contents, and survives an edit', async ({
    signedInUser,
    app,
  }) => {
    test.slow();
    const { page } = await signedInUser({ firstName: 'Mark', lastName: 'Down' });
    await page.goto('/create-project');
    await page.getByLabel('Project title').fill('Markdown Harbour');
    await page.getByLabel('Find a category').fill('Full-Stack');
    await page.getByRole('button', { name: 'Full-Stack', exact: true }).click();
    await page.getByLabel('Upload images or videos').setInputFiles([{ name: 'cover.png', mimeType: 'image/png', buffer: await png(320, 200) }]);
    await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(1);

    const editor = page.getByLabel('Full write-up');
    await editor.fill(WRITEUP);
    await expect(page.getByText(`${WRITEUP.length} / 20,000 characters`)).toBeVisible();
    // The toolbar by keyboard: a selected word made bold.
    await editor.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('\n\nfast');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click();
    await expect(editor).toHaveValue(`${WRITEUP}\n\n**fast**`);
    // One tab stop: the arrow keys move along the buttons, round the ends, and Home goes back to the first.
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await toolbar.getByRole('button', { name: 'Bold' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: 'Add an image' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();

    await editor.focus();
    await page.keyboard.press('Control+End');
    await dropImage(page, 'architecture diagram.png');
    await expect(editor).toHaveValue(/!\[architecture diagram\]\(\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png\)\n$/);
    const markdown = await editor.inputValue();

    // The preview is the server's rendering.
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel');
    await expect(preview.getByRole('heading', { name: 'Getting started' })).toBeVisible();
    await expect(preview.locator('pre.shiki')).toBeVisible();
    await expect(preview.getByRole('img', { name: 'architecture diagram' })).toBeVisible();
    await page.getByRole('tab', { name: 'Write' }).click();

    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/markdown-harbour');
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveText(['Getting started', 'Benchmarks', 'What is next']);
    const writeup = page.locator('.writeup');
    await expect(writeup.getByRole('heading', { level: 2, name: 'Benchmarks' })).toHaveAttribute('id', 'h-benchmarks');
    await expect(writeup.getByRole('cell', { name: '41000' })).toBeVisible();
    await expect(writeup.getByRole('img', { name: 'architecture diagram' })).toBeVisible();
    await expect(writeup.getByRole('checkbox')).toHaveCount(2);
    // Highlighted: the keyword has a colour of its own, from the dark theme the page is in.
    const keyword = writeup.locator('pre.shiki span', { hasText: /^export$/ });
    await expect(keyword).toHaveCSS('color', 'rgb(249, 117, 131)');
    await contents.getByRole('link', { name: 'Benchmarks' }).click();
    await expect(page).toHaveURL(/#h-benchmarks$/);
    await expectAccessible(page);

    // The round trip: the editor shows the Markdown as written, and saving changes nothing.
    const [row] = await app.db.select({ id: projects.id, content: projects.content }).from(projects).where(eq(projects.slug, 'markdown-harbour'));
    expect(row?.content).toBe(markdown.trim());
    await page.goto(`/edit-project/${row?.id}`);
    await expect(page.getByLabel('Full write-up')).toHaveValue(markdown.trim());
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/projects/markdown-harbour');
    await expect.poll(async () => (await app.db.select({ content: projects.content }).from(projects).where(eq(projects.slug, 'markdown-harbour')))[0]?.content).toBe(markdown.trim());
  });

  test('keeps an unsaved draft through a closed tab, to restore or discard', async ({ signedInUser }) => {
    const { page } = await signedInUser({ firstName: 'Drafty' });
    await page.goto('/create-project');
    await page.getByLabel('Full write-up').fill('## A draft I did not save');
    // Kept a moment after the last keystroke.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('shipyard-draft:project:new'))).toBe('## A draft I did not save');
    await page.reload();
    await expect(page.getByText('You have an unsaved draft of this text from an earlier visit.')).toBeVisible();
    await expect(page.getByLabel('Full write-up')).toHaveValue('');
    await page.getByRole('button', { name: 'Restore draft' }).click();
    await expect(page.getByLabel('Full write-up')).toHaveValue('## A draft I did not save');

    await page.reload();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText('You have an unsaved draft of this text from an earlier visit.')).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('shipyard-draft:project:new'))).toBeNull();
  });

  test('a bio in Markdown shows rendered on the profile', async ({ signedInUser }) => {
    const { page, user } = await signedInUser({ firstName: 'Bia' });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Bio').fill('I build **compilers** and [write about them](https://blog.example).');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.goto(`/developers/${user.id}`);
    const link = page.getByRole('link', { name: 'write about them' });
    await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    await expect(page.locator('.writeup strong')).toHaveText('compilers');
  });
});

test('no code highlighter is shipped to the browser', () => {
  const webRoot = process.env.SHIPYARD_E2E_WEB_ROOT;
  if (!webRoot) throw new Error('SHIPYARD_E2E_WEB_ROOT is not set: run the specs with `npx playwright test`');
  const assets = path.join(webRoot, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  // Marks of Shiki's core, its grammars and its themes.
  const shipped = scripts.filter((file) => /createHighlighterCore|vscode-textmate|"scopeName":|github-dark/.test(readFileSync(path.join(assets, file), 'utf8')));
  expect(shipped).toEqual([]);
});
