import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { createStorage, newStorageBase } from '../../platform/storage';
import { createBackup } from './create';
import type { Manifest } from './manifest';
import { RestoreRefusedError, restoreBackup } from './restore';
import { uploadKeyProblem } from './restore-files';
import { craftArchive, freshPostgresDatabase, listingOf, postgresReachable, targetConfig, uploadedFiles, withPglite, withPostgres } from './test-support';

/**
 * A crafted archive (decision 0027, addendum): upload keys are checked against the archive's
 * checksummed files before anything is written, and a restore that fails midway leaves the target
 * as it found it. The S3 side is in s3-backup.test.ts.
 */
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shipyard-restore-keys-'));
/** A file outside any archive that a `../` key could reach. */
const secret = path.join(scratch, 'secret.png');
let archive = '';
const uploadKey = `${newStorageBase()}.png`;

beforeAll(async () => {
  writeFileSync(secret, 'the contents of a file outside the archive');
  const source = await openDatabase({ kind: 'pglite' });
  try {
    await source.migrate();
    await source.pglite?.query("insert into users (id, email, first_name, last_name, password_hash, email_verified) values ('u-1', 'kept@example.com', 'Kim', 'Kept', 'x', true)");
    const config = targetConfig();
    await createStorage(config).put(uploadKey, Buffer.from('an uploaded image'), 'image/png');
    archive = path.join(scratch, 'base.tar.gz');
    await createBackup({ database: source, config, storage: createStorage(config), file: archive });
    rmSync(config.dataDir, { recursive: true, force: true });
  } finally {
    await source.close();
  }
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const withKey = (key: string) => (manifest: Manifest) => {
  manifest.uploads.files.push({ key, bytes: 42 });
};
/** From the unpacked uploads folder of a restore's temporary folder (in the same tmpdir) to the secret. */
const climbing = `../../${path.basename(scratch)}/secret.png`;

describe('upload keys', () => {
  it('are plain relative paths: no .., no absolute path, no backslash or NUL', () => {
    expect(uploadKeyProblem(uploadKey)).toBeNull();
    expect(uploadKeyProblem('../../etc/passwd')).toMatch(/leads out/);
    expect(uploadKeyProblem('ab/../../x.png')).toMatch(/leads out/);
    expect(uploadKeyProblem('/etc/passwd')).toMatch(/absolute/);
    expect(uploadKeyProblem('ab\\..\\x.png')).toMatch(/backslash/);
    expect(uploadKeyProblem('ab/x.png\0')).toMatch(/NUL/);
    expect(uploadKeyProblem('ab//x.png')).toMatch(/not a plain relative path/);
    expect(uploadKeyProblem('')).toMatch(/empty/);
  });
});

describe('a crafted archive is refused before anything is written (embedded database)', () => {
  const cases: Array<[string, (manifest: Manifest, unpacked: string) => void, RegExp]> = [
    ['a ../ key', withKey(climbing), /leads out of the uploads folder/],
    ['an absolute key', withKey(secret), /is an absolute path/],
    ['a key not in the checksummed list', withKey(`${newStorageBase()}.png`), /is not in the archive's checksummed file list/],
  ];
  for (const [name, change, message] of cases) {
    it(`${name}: a clear refusal, DATA_DIR left as it was`, async () => {
      const crafted = await craftArchive(archive, path.join(scratch, `${name.replaceAll(/\W+/g, '-')}.tar.gz`), change);
      const config = targetConfig();
      const before = listingOf(config.dataDir);
      try {
        const refusal = restoreBackup({ config, file: crafted });
        await expect(refusal).rejects.toBeInstanceOf(RestoreRefusedError);
        await expect(refusal).rejects.toThrow(message);
        await expect(refusal).rejects.toThrow('Nothing was restored.');
        expect(listingOf(config.dataDir)).toEqual(before);
      } finally {
        rmSync(config.dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  }

  it('the untouched archive restores, uploaded file included', async () => {
    const config = targetConfig();
    try {
      await restoreBackup({ config, file: archive });
      expect(Object.keys(uploadedFiles(config.dataDir))).toEqual([uploadKey]);
      await withPglite(config.dataDir, async (query) => {
        expect((await query('select email from users')).map((row) => row.email)).toEqual(['kept@example.com']);
      });
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a failure midway (a table short of its rows) leaves no database and no files behind', async () => {
    const crafted = await craftArchive(archive, path.join(scratch, 'short.tar.gz'), (manifest) => {
      const users = manifest.tables.find((table) => table.name === 'users');
      if (users) users.rows += 1;
    });
    const config = targetConfig();
    const before = listingOf(config.dataDir);
    try {
      await expect(restoreBackup({ config, file: crafted })).rejects.toThrow('users: the archive lists 2 row(s) but holds 1.');
      expect(listingOf(config.dataDir)).toEqual(before);
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the same on PostgreSQL', () => {
  it('a ../ key is refused and a failure midway leaves the database empty', async (test) => {
    if (!(await postgresReachable())) test.skip('no PostgreSQL at 127.0.0.1:5432');
    const target = await freshPostgresDatabase();
    const config = targetConfig({ DATABASE_URL: target.url });
    const before = listingOf(config.dataDir);
    const tables = () =>
      withPostgres(target.url, async (query) => (await query("select table_schema, table_name from information_schema.tables where table_schema in ('public', 'drizzle')")).length);
    try {
      const climbingArchive = await craftArchive(archive, path.join(scratch, 'pg-climbing.tar.gz'), withKey(climbing));
      await expect(restoreBackup({ config, file: climbingArchive })).rejects.toThrow(/leads out of the uploads folder/);
      expect(await tables()).toBe(0);

      const short = await craftArchive(archive, path.join(scratch, 'pg-short.tar.gz'), (manifest) => {
        const users = manifest.tables.find((table) => table.name === 'users');
        if (users) users.rows += 1;
      });
      await expect(restoreBackup({ config, file: short })).rejects.toThrow('users: the archive lists 2 row(s) but holds 1.');
      expect(await tables()).toBe(0);
      expect(listingOf(config.dataDir)).toEqual(before);

      // And the database is still one a restore takes.
      await restoreBackup({ config, file: archive });
      await withPostgres(target.url, async (query) => {
        expect((await query('select email from users')).map((row) => row.email)).toEqual(['kept@example.com']);
      });
    } finally {
      await target.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
