import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { MULTIPART_CUT_SHORT_MESSAGE, MULTIPART_NO_BOUNDARY_MESSAGE } from '../../platform/errors';
import { useTestApp } from '../../test/harness';
import { fakeMp4, jpegWithExif, member, multipart, png, realVideo, upload } from '../../test/projects';

const context = useTestApp();
const diskPath = (url: string) => path.join(context.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

describe('POST /api/upload', () => {
  it('re-encodes an image, strips its metadata, applies its orientation and makes a card rendition', async () => {
    const { user, cookie } = await member(context);
    const response = await upload(context.app, cookie, await jpegWithExif(60, 30), 'holiday.jpg', 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/),
      type: 'image',
      thumbnailUrl: expect.stringMatching(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}-card\.webp$/),
      // Decision 0031 (media-details.test.ts): the size after rotation, a placeholder, the card renditions.
      width: 30,
      height: 60,
      placeholder: expect.any(String),
      renditions: [expect.objectContaining({ width: 800, frame: 'card' }), expect.objectContaining({ width: 400, frame: 'card' })],
      posterUrl: null,
      durationSeconds: null,
    });
    expect(body.url).not.toContain('holiday');
    const stored = await context.app.inject({ url: body.url });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);
    // EXIF orientation 6 (rotate 90°) is applied to the pixels: 60×30 becomes 30×60.
    expect([metadata.width, metadata.height]).toEqual([30, 60]);
    const card = await sharp((await context.app.inject({ url: body.thumbnailUrl })).rawPayload).metadata();
    expect([card.format, card.width, card.height]).toEqual(['webp', 800, 500]);
    const [row] = await context.deps.database.db.select().from(uploads).where(eq(uploads.url, body.url));
    expect(row).toMatchObject({ userId: user.id, kind: 'image', mimeType: 'image/jpeg', mediaId: null });
    expect(row?.storageKeys).toHaveLength(3);
    for (const key of row?.storageKeys ?? []) expect(existsSync(path.join(context.dataDir, 'uploads', key))).toBe(true);
  });

  it('caps large images at 2400 px', async () => {
    const { cookie } = await member(context);
    const big = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#111' } }).png().toBuffer();
    const response = await upload(context.app, cookie, big);
    const metadata = await sharp((await context.app.inject({ url: response.json().url })).rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([2400, 800]);
  });

  it.each([
    ['webp', () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } }).webp().toBuffer(), 'image/webp'],
    ['gif', () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } }).gif().toBuffer(), 'image/gif'],
    ['avif (stored as webp)', () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f0' } }).avif().toBuffer(), 'image/webp'],
  ])('accepts %s', async (_name, make, servedAs) => {
    const { cookie } = await member(context);
    const response = await upload(context.app, cookie, await make(), 'picture.bin', 'application/octet-stream');
    expect(response.statusCode, response.body).toBe(201);
    expect((await context.app.inject({ url: response.json().url })).headers['content-type']).toBe(servedAs);
  });

  it('keeps an animated GIF animated, with a still card', async () => {
    const { cookie } = await member(context);
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((color) => png(40, 30, color)));
    const gif = await sharp(frames, { join: { animated: true } }).gif({ delay: [100, 100, 100] }).toBuffer();
    const { url, thumbnailUrl } = (await upload(context.app, cookie, gif, 'spin.gif', 'image/gif')).json();
    const stored = await sharp((await context.app.inject({ url })).rawPayload, { animated: true }).metadata();
    expect([stored.format, stored.pages]).toEqual(['gif', 3]);
    expect((await sharp((await context.app.inject({ url: thumbnailUrl })).rawPayload).metadata()).format).toBe('webp');
  });

  it.each([
    ['mp4', realVideo('mp4', { size: 2 * 1024 * 1024 }), 'video/mp4'],
    ['webm', realVideo('webm'), 'video/webm'],
  ])('stores a %s video as sent, above the JSON body limit too', async (extension, file, type) => {
    const { cookie } = await member(context);
    const response = await upload(context.app, cookie, file, `clip.${extension}`, type);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ type: 'video', thumbnailUrl: null, url: expect.stringMatching(new RegExp(`\\.${extension}$`)) });
    const served = await context.app.inject({ url: response.json().url });
    expect(served.headers['content-type']).toBe(type);
    expect(Buffer.compare(served.rawPayload, file)).toBe(0);
  });

  it.each([
    ['a renamed HTML file', Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'), 'cat.png', 'image/png', 415, /HTML files are not accepted/],
    ['an SVG', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml', 415, /SVG images are not accepted/],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', 400, /The file is empty/],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'doc.png', 'image/png', 415, /This file type is not supported/],
    ['plain text', Buffer.from('just some words'), 'notes.mp4', 'video/mp4', 415, /This file type is not supported/],
    ['a damaged image', null, 'broken.png', 'image/png', 400, /could not be read/],
  ])('refuses %s, naming the problem', async (_name, given, filename, type, status, message) => {
    const { cookie } = await member(context);
    // A real PNG cut short: right signature and header, nothing decodable behind them.
    const file = given ?? (await png()).subarray(0, 50);
    const response = await upload(context.app, cookie, file, filename, type);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('refuses an 11 MB file with 413 and stores nothing', async () => {
    const { user, cookie } = await member(context);
    const response = await upload(context.app, cookie, fakeMp4(11 * 1024 * 1024), 'big.mp4', 'video/mp4');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The limit is 10 MB.');
    expect(await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it('refuses a request without a file field or not multipart', async () => {
    const { cookie } = await member(context);
    const wrongField = await multipart(await png(), 'a.png', 'image/png', 'picture');
    const response = await context.app.inject({ method: 'POST', url: '/api/upload', headers: { ...wrongField.headers, cookie }, payload: wrongField.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please choose a file to upload.');
    const json = await context.app.inject({ method: 'POST', url: '/api/upload', headers: { cookie }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it.each([
    ['in the middle of the file', (body: Buffer) => body.subarray(0, body.length - 200)],
    ['before the closing boundary', (body: Buffer) => body.subarray(0, body.length - 10)],
    ['inside the part headers', (body: Buffer) => body.subarray(0, 60)],
  ])('answers 400 to a multipart body cut off %s', async (_where, cut) => {
    const { user, cookie } = await member(context);
    const form = await multipart(await png(), 'a.png', 'image/png');
    const response = await context.app.inject({ method: 'POST', url: '/api/upload', headers: { ...form.headers, cookie }, payload: cut(form.payload) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: MULTIPART_CUT_SHORT_MESSAGE, code: 'bad_request' });
    expect(await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it('answers 400 to a multipart content type without its boundary', async () => {
    const { cookie } = await member(context);
    const form = await multipart(await png(), 'a.png', 'image/png');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'multipart/form-data', cookie },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: MULTIPART_NO_BOUNDARY_MESSAGE, code: 'bad_request' });
  });

  it('needs a signed-in account in good standing', async () => {
    const image = await png();
    expect((await upload(context.app, null, image)).statusCode).toBe(401);
    const suspended = await member(context, { status: 'suspended', suspendedUntil: new Date(Date.now() + 86_400_000) });
    const refused = await upload(context.app, suspended.cookie, image);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Your account is suspended\./);
    const banned = await member(context, { status: 'banned', bannedAt: new Date() });
    expect((await upload(context.app, banned.cookie, image)).json()).toMatchObject({ message: 'Your account has been banned.' });
  });
});

describe('GET /uploads/*', () => {
  it('serves the sniffed type with nosniff and a sandbox CSP, and supports byte ranges', async () => {
    const { cookie } = await member(context);
    const video = realVideo('mp4');
    const { url } = (await upload(context.app, cookie, video, 'clip.mov', 'video/quicktime')).json();
    const whole = await context.app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'accept-ranges': 'bytes',
      'content-length': String(video.length),
    });
    const part = await context.app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(Buffer.compare(part.rawPayload, video.subarray(100, 200))).toBe(0);
    expect((await context.app.inject({ url, headers: { range: `bytes=${video.length + 10}-` } })).statusCode).toBe(416);
    expect(existsSync(diskPath(url))).toBe(true);
  });

  it('answers 404 for anything that is not one of our keys', async () => {
    for (const url of ['/uploads/../session-secret', '/uploads/%2e%2e/session-secret', '/uploads/ab/nothing.png', '/uploads/00/00000000000000000000000000000000.png', '/uploads/x.html']) {
      const response = await context.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
