import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema';
import { MULTIPART_CUT_SHORT_MESSAGE, MULTIPART_NO_BOUNDARY_MESSAGE } from '../../platform/errors';
import { keyOfUrl, storageOf } from '../../platform/storage';
import { createSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';
import { banned, suspended } from './test-support';

const context = useTestApp();

/** The body a browser's FormData makes from a file and the `type=avatar` field. */
async function avatarForm(file: Buffer, filename: string, contentType: string, type: string | null = 'avatar') {
  const form = new FormData();
  if (type !== null) form.append('type', type);
  form.append('file', new Blob([new Uint8Array(file)], { type: contentType }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') as string };
}

async function uploadAvatar(cookie: string | undefined, file: Buffer, filename = 'me.png', contentType = 'image/png', type?: string | null) {
  const form = await avatarForm(file, filename, contentType, type);
  return context.app.inject({
    method: 'POST',
    url: '/api/upload-avatar',
    headers: { 'content-type': form.contentType, ...(cookie ? { cookie } : {}) },
    payload: form.payload,
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3b82f6' } }).png().toBuffer();

async function stored(url: string): Promise<Buffer | null> {
  const key = keyOfUrl(url);
  if (!key) return null;
  const read = await storageOf(context.deps).read(key);
  if (!read || read === 'unsatisfiable') return null;
  const chunks: Buffer[] = [];
  for await (const chunk of read.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('POST /api/upload-avatar', () => {
  it('stores a square 256×256 WebP without metadata and sets it as the profile image', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ef4444' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    const response = await uploadAvatar(cookie, photo, 'me.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Avatar updated successfully');
    expect(body.profileImageUrl).toMatch(/^\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);

    const file = await stored(body.profileImageUrl);
    expect(file).not.toBeNull();
    const metadata = await sharp(file as Buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect((file as Buffer).includes('secret-owner')).toBe(false);

    const me = (await context.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
    expect(me.profileImageUrl).toBe(body.profileImageUrl);
    const page = (await context.app.inject({ method: 'GET', url: `/api/users/${user.id}` })).json();
    expect(page.profileImageUrl).toBe(body.profileImageUrl);
    const served = await context.app.inject({ method: 'GET', url: body.profileImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('removes the previous avatar file and record when replaced', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const first = (await uploadAvatar(cookie, await png(100, 100))).json().profileImageUrl;
    const second = (await uploadAvatar(cookie, await png(50, 80), 'other.png', 'image/png', null)).json().profileImageUrl;
    expect(second).not.toBe(first);
    expect(await stored(first)).toBeNull();
    expect(await stored(second)).not.toBeNull();
    const rows = await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows.map((row) => [row.kind, row.url])).toEqual([['avatar', second]]);
  });

  it.each([
    ['an HTML page renamed .png', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'HTML files are not accepted'],
    ['an SVG image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'SVG images are not accepted'],
    ['an empty file', Buffer.alloc(0), 'The file is empty.'],
    ['plain text', Buffer.from('just some words'), 'Avatars must be images'],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), 'Avatars must be images'],
    ['a truncated PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'The image could not be read'],
  ])('refuses %s with 400 { message }', async (_label, file, message) => {
    const { user, cookie } = await createSignedInUser(context);
    const response = await uploadAvatar(cookie, file, 'avatar.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    const rows = await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('refuses an 11 MB file with 413 and keeps the current avatar', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const response = await uploadAvatar(cookie, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The limit is 10 MB.');
    expect(await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it('refuses a request without a file, a wrong type field, or a JSON body', async () => {
    const { cookie } = await createSignedInUser(context);
    expect((await uploadAvatar(cookie, await png(10, 10), 'a.png', 'image/png', 'project')).json().message).toBe(
      'The field "type" must be "avatar".',
    );
    const form = new FormData();
    form.append('type', 'avatar');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const noFile = await context.app.inject({
      method: 'POST',
      url: '/api/upload-avatar',
      headers: { 'content-type': request.headers.get('content-type') as string, cookie },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Please choose an image to upload.');
    const json = await context.app.inject({ method: 'POST', url: '/api/upload-avatar', headers: { cookie }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the image as multipart/form-data in a field named "file".');
  });

  it('answers 400 to a multipart body cut off, or one without its boundary, and keeps the current avatar', async () => {
    const { user, cookie } = await createSignedInUser(context);
    const form = await avatarForm(await png(40, 40), 'me.png', 'image/png');
    const send = (contentType: string, payload: Buffer) =>
      context.app.inject({ method: 'POST', url: '/api/upload-avatar', headers: { 'content-type': contentType, cookie }, payload });
    for (const payload of [form.payload.subarray(0, form.payload.length - 200), form.payload.subarray(0, form.payload.length - 10)]) {
      const cut = await send(form.contentType, payload);
      expect(cut.statusCode, cut.body).toBe(400);
      expect(cut.json()).toEqual({ message: MULTIPART_CUT_SHORT_MESSAGE, code: 'bad_request' });
    }
    const noBoundary = await send('multipart/form-data', form.payload);
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json()).toEqual({ message: MULTIPART_NO_BOUNDARY_MESSAGE, code: 'bad_request' });
    expect(await context.deps.database.db.select().from(uploads).where(eq(uploads.userId, user.id))).toEqual([]);
  });

  it('needs an active account: 401 for a visitor, 403 for suspended and banned ones', async () => {
    const image = await png(20, 20);
    const visitor = await uploadAvatar(undefined, image);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Unauthorized');
    for (const status of [suspended(), banned()]) {
      const { cookie } = await createSignedInUser(context, status);
      const response = await uploadAvatar(cookie, image);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^Your account (is suspended|has been banned)/);
    }
  });
});
