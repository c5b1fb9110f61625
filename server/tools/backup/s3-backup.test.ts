import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, keyOfUrl, storageOf } from '../../platform/storage';
import { createTestContext, type TestContext } from '../../test/harness';
import { member, png, upload } from '../../test/projects';
import { createBackup } from './create';
import { readManifest } from './read-manifest';
import { RestoreRefusedError, restoreBackup } from './restore';
import { craftArchive, listingOf, targetConfig } from './test-support';

/** Uploads on S3 (an in-process S3-protocol server): listed in the manifest, copied with --include-s3. */
let context: TestContext;
let close: () => Promise<void>;
let server: S3rver;
let s3: Record<string, string>;
const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-backup-s3-'));

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(folder, 's3'), configureBuckets: [{ name: 'media' }, { name: 'restored' }, { name: 'crafted' }] });
  const { port } = await server.run();
  s3 = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' };
  const created = await createTestContext({ environment: { ...s3, S3_BUCKET: 'media' } });
  context = created;
  close = created.close;
});

afterAll(async () => {
  await close?.();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function bytesOf(storage: ReturnType<typeof createStorage>, key: string): Promise<Buffer> {
  const read = await storage.read(key);
  if (!read || read === 'unsatisfiable') throw new Error(`${key} is not stored`);
  const chunks: Buffer[] = [];
  for await (const chunk of read.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('backups with uploads on S3', () => {
  it('lists the objects without copying them, unless asked to; a restore puts copied ones into the target bucket', async () => {
    const { cookie } = await member(context);
    const image = (await upload(context.app, cookie, await png())).json();
    // The image and its renditions, the card among them (decision 0031).
    const keys = [image.url, ...image.renditions.map((rendition: { url: string }) => rendition.url)].map(keyOfUrl) as string[];
    const storage = storageOf(context.deps);

    const listed = path.join(folder, 'listed.tar.gz');
    await createBackup({ database: context.deps.database, config: context.config, storage, file: listed });
    const listedManifest = await readManifest(listed);
    expect(listedManifest?.uploads.storage).toBe('s3');
    expect(listedManifest?.uploads.included).toBe(false);
    expect(listedManifest?.uploads.files.map((file) => file.key).sort()).toEqual([...keys].sort());
    expect(Object.keys(listedManifest?.files ?? {}).filter((name) => name.startsWith('uploads/'))).toEqual([]);

    const copied = path.join(folder, 'copied.tar.gz');
    await createBackup({ database: context.deps.database, config: context.config, storage, file: copied, includeS3: true });
    const copiedManifest = await readManifest(copied);
    expect(copiedManifest?.uploads.included).toBe(true);
    expect(Object.keys(copiedManifest?.files ?? {}).filter((name) => name.startsWith('uploads/')).sort()).toEqual(keys.map((key) => `uploads/${key}`).sort());

    const config = targetConfig({ ...s3, S3_BUCKET: 'restored' });
    try {
      await restoreBackup({ config, file: copied });
      const restored = createStorage(config);
      for (const key of keys) expect(Buffer.compare(await bytesOf(restored, key), await bytesOf(storage, key)), key).toBe(0);
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses a crafted key before reading it: nothing outside the archive reaches the bucket, nothing is written', async () => {
    const { cookie } = await member(context);
    await upload(context.app, cookie, await png());
    const base = path.join(folder, 'base.tar.gz');
    await createBackup({ database: context.deps.database, config: context.config, storage: storageOf(context.deps), file: base, includeS3: true });
    const secret = path.join(folder, 'secret.png');
    writeFileSync(secret, 'a file outside the archive');
    const config = targetConfig({ ...s3, S3_BUCKET: 'crafted' });
    const before = listingOf(config.dataDir);
    const bucket = createStorage(config);
    try {
      // From the restore's unpacked uploads folder (in the same tmpdir) up to the secret; then its absolute path.
      for (const [name, key] of [['climbing', `../../${path.basename(folder)}/secret.png`], ['absolute', secret]] as const) {
        const crafted = await craftArchive(base, path.join(folder, `${name}.tar.gz`), (manifest) => {
          manifest.uploads.files.push({ key, bytes: 26 });
        });
        const refusal = restoreBackup({ config, file: crafted });
        await expect(refusal, name).rejects.toBeInstanceOf(RestoreRefusedError);
        await expect(refusal, name).rejects.toThrow('Nothing was restored.');
        const objects: string[] = [];
        for await (const object of bucket.list()) objects.push(object.key);
        expect(objects, name).toEqual([]);
        expect(listingOf(config.dataDir), name).toEqual(before);
      }
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
