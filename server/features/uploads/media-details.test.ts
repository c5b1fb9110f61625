import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { thumbHashToApproximateAspectRatio } from 'thumbhash';
import { describe, expect, it } from 'vitest';
import type { MediaRendition } from '../../../common/media';
import { backfillMediaDetails } from '../../core/uploads/backfill';
import { projectMedia, uploads } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { createProject, fakeMp4, fakeWebm, member, realVideo, upload } from '../../test/projects';

/** Decision 0031: renditions, size and placeholder of images; poster and duration of videos. */
const context = useTestApp();
const diskPath = (url: string) => path.join(context.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
const onDisk = (url: string) => existsSync(diskPath(url));

async function served(url: string) {
  const response = await context.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return { type: response.headers['content-type'], metadata: await sharp(response.rawPayload).metadata() };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2563eb' } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#f59e0b"/></svg>`) }])
    .jpeg()
    .toBuffer();

describe('image renditions', () => {
  it('makes 400, 800 and 1600 px renditions in WebP and in the original format, with the size and a ThumbHash', async () => {
    const { cookie } = await member(context);
    const response = await upload(context.app, cookie, await photo(2000, 1250), 'wide.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { url: string; width: number; height: number; placeholder: string; renditions: MediaRendition[] };
    expect([body.width, body.height]).toEqual([2000, 1250]);
    // A landscape placeholder (ThumbHash keeps the shape roughly).
    expect(thumbHashToApproximateAspectRatio(Buffer.from(body.placeholder, 'base64'))).toBeGreaterThan(1.3);
    const full = body.renditions.filter((rendition) => rendition.frame === 'full');
    expect(full.map((rendition) => `${rendition.width}x${rendition.height} ${rendition.type}`).sort()).toEqual(
      ['1600x1000 image/jpeg', '1600x1000 image/webp', '400x250 image/jpeg', '400x250 image/webp', '800x500 image/jpeg', '800x500 image/webp'].sort(),
    );
    for (const rendition of body.renditions) {
      const file = await served(rendition.url);
      expect(file.type).toBe(rendition.type);
      expect([file.metadata.width, file.metadata.height]).toEqual([rendition.width, rendition.height]);
    }
    const cards = body.renditions.filter((rendition) => rendition.frame === 'card').map((rendition) => [rendition.width, rendition.height]);
    expect(cards.sort()).toEqual([[400, 250], [800, 500]]);
    const [row] = await context.deps.database.db.select().from(uploads).where(eq(uploads.url, body.url));
    // The main file, the two cards and six renditions, all of them deleted with the medium.
    expect(row?.storageKeys).toHaveLength(9);
    expect(row).toMatchObject({ width: 2000, height: 1250, placeholder: body.placeholder });
  });

  it('makes only the renditions narrower than the image, and no second format for a WebP', async () => {
    const { cookie } = await member(context);
    const png = await sharp({ create: { width: 1000, height: 500, channels: 4, background: '#10b98180' } }).png().toBuffer();
    const fromPng = (await upload(context.app, cookie, png)).json() as { renditions: MediaRendition[] };
    expect(fromPng.renditions.filter((r) => r.frame === 'full').map((r) => `${r.width} ${r.type}`).sort()).toEqual(
      ['400 image/png', '400 image/webp', '800 image/png', '800 image/webp'].sort(),
    );
    const webp = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#000' } }).webp().toBuffer();
    const fromWebp = (await upload(context.app, cookie, webp, 'a.webp', 'image/webp')).json() as { width: number; renditions: MediaRendition[] };
    expect(fromWebp.width).toBe(900);
    expect(fromWebp.renditions.filter((r) => r.frame === 'full').map((r) => `${r.width} ${r.type}`)).toEqual(['400 image/webp', '800 image/webp']);
  });

  it('carries the details to the medium, the project page and the cards (card renditions only there)', async () => {
    const { cookie } = await member(context);
    const project = await createProject(context.app, cookie);
    const uploaded = (await upload(context.app, cookie, await photo(1700, 1000), 'a.jpg', 'image/jpeg')).json();
    const attached = await context.app.inject({ method: 'POST', url: `/api/projects/${project.id}/media`, headers: { cookie }, payload: { type: 'image', url: uploaded.url, order: 0 } });
    expect(attached.statusCode, attached.body).toBe(201);
    expect(attached.json()).toMatchObject({ width: 1700, height: 1000, placeholder: uploaded.placeholder, renditions: uploaded.renditions });
    const page = (await context.app.inject({ url: `/api/projects/slug/${project.slug}` })).json();
    expect(page.media[0]).toMatchObject({ width: 1700, height: 1000, placeholder: uploaded.placeholder });
    expect(page.media[0].renditions).toHaveLength(8);
    const list = (await context.app.inject({ url: '/api/projects' })).json() as { id: string; previewMedia: { width: number; renditions: MediaRendition[] } }[];
    const card = list.find((item) => item.id === project.id)?.previewMedia;
    expect(card?.width).toBe(1700);
    expect(card?.renditions.map((rendition) => rendition.frame)).toEqual(['card', 'card']);
  });
});

describe('video posters', () => {
  it.each(['mp4', 'webm'] as const)('takes a poster frame and the duration of a real %s video', async (extension) => {
    const { cookie } = await member(context);
    const response = await upload(context.app, cookie, realVideo(extension, { seconds: 3 }), `clip.${extension}`, `video/${extension}`);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ type: 'video', width: 320, height: 180, thumbnailUrl: null, renditions: [] });
    expect(body.durationSeconds).toBeCloseTo(3, 0);
    expect(body.placeholder).toEqual(expect.any(String));
    expect(body.posterUrl).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-poster\.webp$/);
    const poster = await served(body.posterUrl);
    expect([poster.type, poster.metadata.width, poster.metadata.height]).toEqual(['image/webp', 320, 180]);
    const [row] = await context.deps.database.db.select().from(uploads).where(eq(uploads.url, body.url));
    expect(row?.storageKeys).toHaveLength(2);
  });

  it.each([
    ['an MP4 header over garbage', fakeMp4(8192), 'fake.mp4', 'video/mp4'],
    ['a WebM header over garbage', fakeWebm(8192), 'fake.webm', 'video/webm'],
    ['a real video cut to its first bytes', realVideo('mp4').subarray(0, 600), 'cut.mp4', 'video/mp4'],
  ])('refuses %s with a 400 that says so, and stores nothing', async (_name, file, filename, type) => {
    const { user, cookie } = await member(context);
    const response = await upload(context.app, cookie, file, filename, type);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'undecodable_video', message: expect.stringMatching(/^The video could not be read/) });
    expect(await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });
});

describe('the backfill of media stored before renditions', () => {
  it('gives old images and videos their details once, and leaves missing files as they are', async () => {
    const { cookie } = await member(context);
    const project = await createProject(context.app, cookie);
    const attach = async (file: Buffer, filename: string, type: string, order: number) => {
      const uploaded = (await upload(context.app, cookie, file, filename, type)).json();
      const response = await context.app.inject({ method: 'POST', url: `/api/projects/${project.id}/media`, headers: { cookie }, payload: { type: 'image', url: uploaded.url, order } });
      return response.json() as { id: string; url: string; renditions: MediaRendition[] };
    };
    const image = await attach(await photo(900, 600), 'a.jpg', 'image/jpeg', 0);
    const video = await attach(realVideo('webm'), 'b.webm', 'video/webm', 1);
    const { db } = context.deps.database;
    // As a medium stored before decision 0031: no details, and no rendition files.
    const oldRenditions = image.renditions.filter((rendition) => rendition.width !== 800 || rendition.frame !== 'card');
    const [videoRow] = await db.select().from(projectMedia).where(eq(projectMedia.id, video.id));
    for (const url of [...oldRenditions.map((rendition) => rendition.url), videoRow?.posterUrl as string]) rmSync(diskPath(url));
    const cleared = { width: null, height: null, placeholder: null, renditions: null, posterUrl: null, durationSeconds: null };
    await db.update(projectMedia).set(cleared).where(eq(projectMedia.projectId, project.id));
    const missing = await attach(await photo(500, 500), 'c.jpg', 'image/jpeg', 2);
    await db.update(projectMedia).set({ ...cleared, url: '/uploads/00/00000000000000000000000000000000.jpg' }).where(eq(projectMedia.id, missing.id));

    expect(await backfillMediaDetails(context.deps)).toEqual({ done: 2, failed: 1 });
    const page = (await context.app.inject({ url: `/api/projects/slug/${project.slug}` })).json();
    const [filledImage, filledVideo, notFound] = page.media;
    expect(filledImage).toMatchObject({ width: 900, height: 600, placeholder: expect.any(String) });
    expect(filledImage.renditions.map((r: MediaRendition) => `${r.frame} ${r.width} ${r.type}`).sort()).toEqual(
      ['card 400 image/webp', 'card 800 image/webp', 'full 400 image/jpeg', 'full 400 image/webp', 'full 800 image/jpeg', 'full 800 image/webp'].sort(),
    );
    for (const rendition of filledImage.renditions) expect(onDisk(rendition.url), rendition.url).toBe(true);
    expect(filledVideo).toMatchObject({ width: 320, height: 180, posterUrl: expect.stringMatching(/-poster\.webp$/) });
    expect(onDisk(filledVideo.posterUrl)).toBe(true);
    expect(notFound).toMatchObject({ width: null, renditions: [], posterUrl: null });

    // Nothing is pending any more; the new files are deleted with the project.
    expect(await backfillMediaDetails(context.deps)).toEqual({ done: 0, failed: 0 });
    await context.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: { cookie } });
    for (const rendition of filledImage.renditions) expect(onDisk(rendition.url), rendition.url).toBe(false);
    expect(onDisk(filledVideo.posterUrl)).toBe(false);
  });
});
