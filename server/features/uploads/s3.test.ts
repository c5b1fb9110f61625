import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOfUrl, storageOf } from '../../platform/storage';
import { createTestContext, type TestContext } from '../../test/harness';
import { addImage, createProject, member, png, realVideo, upload } from '../../test/projects';

/** The same calls against a real S3-protocol server (s3rver, in process, on a free port). */
let context: TestContext;
let close: () => Promise<void>;
let server: S3rver;
const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-s3-'));

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder, configureBuckets: [{ name: 'media' }] });
  const { port } = await server.run();
  const created = await createTestContext({
    environment: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'media',
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    },
  });
  context = created;
  close = created.close;
});

afterAll(async () => {
  await close?.();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('stores uploads in the bucket and serves them through /uploads with the safety headers', async () => {
    const storage = storageOf(context.deps);
    expect(storage.kind).toBe('s3');
    const { cookie } = await member(context);
    const image = (await upload(context.app, cookie, await png())).json();
    expect(await storage.exists(keyOfUrl(image.url) as string)).toBe(true);
    expect(await storage.exists(keyOfUrl(image.thumbnailUrl) as string)).toBe(true);
    // Decision 0031: the renditions and a video's poster go to the bucket too.
    for (const rendition of image.renditions) expect(await storage.exists(keyOfUrl(rendition.url) as string)).toBe(true);
    const served = await context.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' });

    const video = realVideo('mp4');
    const { url, posterUrl } = (await upload(context.app, cookie, video, 'v.mp4', 'video/mp4')).json();
    expect(await storage.exists(keyOfUrl(posterUrl) as string)).toBe(true);
    const part = await context.app.inject({ url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${video.length}`);
    expect(Buffer.compare(part.rawPayload, video.subarray(10, 20))).toBe(0);
    expect((await context.app.inject({ url: '/uploads/00/00000000000000000000000000000000.png' })).statusCode).toBe(404);
  });

  it('deleting a project deletes its objects from the bucket', async () => {
    const storage = storageOf(context.deps);
    const { cookie } = await member(context);
    const project = await createProject(context.app, cookie);
    const media = await addImage(context.app, cookie, project.id);
    const keys = [keyOfUrl(media.url), keyOfUrl(media.thumbnailUrl as string)] as string[];
    for (const key of keys) expect(await storage.exists(key)).toBe(true);
    await context.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: { cookie } });
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
  });
});
