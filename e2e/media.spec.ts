import sharp from 'sharp';
import { png, realVideo } from '../server/test/projects';
import { expect, expectAccessible, test } from './fixtures';

/** A 1600×1000 JPEG in one colour with a disc, so each slide looks different. */
const photo = (background: string) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1000"><circle cx="500" cy="500" r="250" fill="#fafafa"/></svg>') }])
    .jpeg()
    .toBuffer();

/** Decision 0031 in the browser: responsive images, a video's poster and duration, the lightbox. */
test('images carry srcset, width and height; a video upload shows its poster and duration; the lightbox opens, moves and closes', async ({ signedInUser }) => {
  test.slow();
  const { page } = await signedInUser({ firstName: 'Ines', lastName: 'Lumen' });

  await page.goto('/create-project');
  await page.getByLabel('Project title').fill('Lantern Atlas');
  await page.getByLabel('Find a category').fill('Full-Stack');
  await page.getByRole('button', { name: 'Full-Stack', exact: true }).click();
  await page.getByLabel('Upload images or videos').setInputFiles([
    { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo('#4f46e5') },
    { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo('#059669') },
    { name: 'three.png', mimeType: 'image/png', buffer: await png(900, 600, '#dc2626') },
    { name: 'clip.webm', mimeType: 'video/webm', buffer: realVideo('webm', { seconds: 3 }) },
  ]);
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(4);
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/projects/lantern-atlas');

  // Loaded from the server, as a visitor's first view is.
  await page.goto('/projects/lantern-atlas');
  const gallery = page.getByRole('region', { name: 'Images' });
  const first = gallery.getByRole('img', { name: 'Lantern Atlas — image 1' });
  await expect(first).toHaveAttribute('srcset', /-w400\.jpg 400w, .*-w800\.jpg 800w, .*[0-9a-f]{32}\.jpg 1600w$/);
  await expect(first).toHaveAttribute('width', '1600');
  await expect(first).toHaveAttribute('height', '1000');
  await expect(first).toHaveAttribute('sizes', /800px/);
  await expect(page.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /-w400\.webp 400w/);
  // The head preloads the first image as the <picture> picks it.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', /-w400\.webp 400w, .*-w800\.webp 800w, .*[0-9a-f]{32}\.jpg 1600w$/);
  await expect(preload).toHaveAttribute('imagesizes', /800px/);
  await expect(preload).toHaveAttribute('type', 'image/webp');
  // Every picture of the page says its size, so nothing moves while they load.
  for (const image of await page.locator('main img').all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }

  const video = page.getByRole('figure', { name: 'Video 1' });
  const player = video.locator('video');
  await expect(player).toHaveAttribute('poster', /-poster\.webp$/);
  await expect(player).toHaveAttribute('preload', 'none');
  await expect(video.getByTestId('video-duration')).toHaveText('duration 0:03');
  const poster = await page.request.get((await player.getAttribute('poster')) as string);
  expect(poster.headers()['content-type']).toBe('image/webp');

  // The lightbox: opened from the gallery, ← and → move between images, Esc closes it.
  await expect(page.locator('[data-gallery="live"]')).toBeAttached();
  await page.getByRole('link', { name: 'Open image 2 of Lantern Atlas' }).click();
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('2 of 3', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('3 of 3', { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText('1 of 3', { exact: true })).toBeVisible();
  await expect(lightbox.getByText('Lantern Atlas — image 1', { exact: true })).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  expect(page.url()).toMatch(/\/projects\/lantern-atlas$/);

  // Discover: the card's picture has its card renditions, width and height.
  await page.goto('/');
  const card = page.getByTestId('project-card').filter({ hasText: 'Lantern Atlas' }).first();
  const preview = card.getByRole('img', { name: 'Preview of Lantern Atlas' });
  await expect(preview).toHaveAttribute('srcset', /-card400\.webp 400w, .*-card\.webp 800w$/);
  await expect(preview).toHaveAttribute('width', '800');
  await expect(preview).toHaveAttribute('height', '500');
  for (const image of await page.locator('[data-testid="project-card"] img').all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }
  await expectAccessible(page);
});
