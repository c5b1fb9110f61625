import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tar from 'tar';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { lockDataDir } from '../../platform/data-dir-lock';
import { createStorage } from '../../platform/storage';
import { createBackup } from './create';
import { MANIFEST_FILE, type Manifest } from './manifest';
import { journal, migrateUpTo, migrationLevel } from './migrations';
import { readManifest } from './read-manifest';
import { RestoreRefusedError, restoreBackup } from './restore';
import { freshPostgresDatabase, postgresReachable, targetConfig, withPglite, withPostgres } from './test-support';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shipyard-restore-checks-'));
const entries = journal();
const previous = entries.at(-2)?.tag as string;
const latest = entries.at(-1)?.tag as string;
let archive = '';
let source: DatabaseHandle;

/**
 * An archive made by a site one migration behind this version: a database migrated only to the
 * level before the last, with rows shaped for that schema.
 */
beforeAll(async () => {
  source = await openDatabase({ kind: 'pglite' });
  const pglite = source.pglite;
  if (!pglite) throw new Error('needs the embedded database');
  await migrateUpTo({ pglite }, previous);
  await pglite.query(
    `insert into users (id, email, first_name, last_name, password_hash, email_verified, created_at)
     values ('old-1', 'old-inviter@example.com', 'Olga', 'Older', 'x', true, now() - interval '2 days'),
            ('old-2', 'old-member@example.com', 'Otto', 'Older', 'x', true, now() - interval '1 day')`,
  );
  const config = targetConfig();
  archive = path.join(scratch, 'previous-level.tar.gz');
  await createBackup({ database: source, config, storage: createStorage(config), file: archive });
  rmSync(config.dataDir, { recursive: true, force: true });
}, 120_000);

afterAll(async () => {
  await source?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a restore from an archive of the previous migration level (issue 17)', () => {
  it('loads the rows into that schema, then applies the newer migrations', async () => {
    const manifest = (await readManifest(archive)) as Manifest;
    expect(manifest.database.migration.tag).toBe(previous);
    const config = targetConfig();
    try {
      await restoreBackup({ config, file: archive });
      await withPglite(config.dataDir, async (query) => {
        expect((await migrationLevel(query))?.tag).toBe(latest);
        expect((await query('select id, email from users order by id')).map((row) => row.email)).toEqual(['old-inviter@example.com', 'old-member@example.com']);
        // Triggers counted the restored people as they arrived.
        expect(Number((await query('select sum(people)::int as people from site_counters'))[0]?.people)).toBe(2);
      });
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('what a restore refuses', () => {
  it('refuses a DATA_DIR that already has a database, and replaces it with --force', async () => {
    const config = targetConfig();
    try {
      // Anything in DATA_DIR/db counts: a restore never merges into a database.
      mkdirSync(path.join(config.dataDir, 'db'), { recursive: true });
      writeFileSync(path.join(config.dataDir, 'db', 'PG_VERSION'), '17');
      await expect(restoreBackup({ config, file: archive })).rejects.toThrow(/already has a database \(db\/\): restore into an empty DATA_DIR, or add --force/);
      expect(readFileSync(path.join(config.dataDir, 'db', 'PG_VERSION'), 'utf8')).toBe('17');
      await restoreBackup({ config, file: archive, force: true });
      await withPglite(config.dataDir, async (query) => {
        expect(Number((await query('select count(*)::int as count from users'))[0]?.count)).toBe(2);
      });
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('refuses a PostgreSQL database that already has tables', async (test) => {
    if (!(await postgresReachable())) test.skip('no PostgreSQL at 127.0.0.1:5432');
    const target = await freshPostgresDatabase();
    const config = targetConfig({ DATABASE_URL: target.url });
    try {
      const database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 1 });
      await database.migrate();
      await database.close();
      await expect(restoreBackup({ config, file: archive })).rejects.toThrow('The PostgreSQL database already has tables');
      await restoreBackup({ config, file: archive, force: true });
      await withPostgres(target.url, async (query) => {
        expect(Number((await query('select count(*)::int as count from users'))[0]?.count)).toBe(2);
        expect((await migrationLevel(query))?.tag).toBe(latest);
      });
    } finally {
      await target.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses an archive whose file does not match its checksum, before touching the target', async () => {
    const unpacked = mkdtempSync(path.join(scratch, 'unpacked-'));
    await tar.x({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, MANIFEST_FILE), 'utf8')) as Manifest;
    const users = manifest.tables.find((table) => table.name === 'users')?.file as string;
    const text = readFileSync(path.join(unpacked, users), 'utf8');
    writeFileSync(path.join(unpacked, users), text.replace('old-member@example.com', 'evil-member@example.com'));
    const damaged = path.join(scratch, 'damaged.tar.gz');
    await tar.c({ gzip: true, file: damaged, cwd: unpacked }, [MANIFEST_FILE, 'database']);
    const config = targetConfig();
    try {
      const refusal = restoreBackup({ config, file: damaged });
      await expect(refusal).rejects.toBeInstanceOf(RestoreRefusedError);
      await expect(refusal).rejects.toThrow(`The archive is damaged: ${users} does not match its SHA-256 checksum. Nothing was restored.`);
      expect(existsSync(path.join(config.dataDir, 'db'))).toBe(false);
      writeFileSync(path.join(scratch, 'not-an-archive.tar.gz'), 'hello');
      await expect(restoreBackup({ config, file: path.join(scratch, 'not-an-archive.tar.gz') })).rejects.toThrow('is not a readable .tar.gz archive');
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a DATA_DIR that a running server holds', async () => {
    const config = targetConfig();
    // The lock of another live process (this one's parent): a lock naming this process would be its own.
    writeFileSync(path.join(config.dataDir, 'shipyard.lock'), String(process.ppid));
    try {
      await expect(restoreBackup({ config, file: archive })).rejects.toThrow(`Another Shipyard process (pid ${process.ppid})`);
      expect(existsSync(path.join(config.dataDir, 'db'))).toBe(false);
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run cli -- backup and restore', () => {
  const root = path.resolve(import.meta.dirname, '..', '..', '..');
  const cli = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', SESSION_SECRET: '' },
    });

  it('backup refuses with a hint while a process that does not answer on the admin channel holds the embedded database', () => {
    // A running server answers on DATA_DIR/admin.sock and backs up for the command line (decision
    // 0042, server/process.test.ts); a lock with nobody answering there says what to do instead.
    const config = targetConfig();
    const release = lockDataDir(config.dataDir);
    try {
      const refused = cli(['backup'], config.dataDir);
      expect(refused.status, refused.stderr).toBe(1);
      expect(refused.stderr).toContain('is already using the data directory');
      expect(refused.stderr).toContain(`does not answer on ${path.join(config.dataDir, 'admin.sock')}`);
      expect(refused.stderr).toContain('The server also backs up from the admin panel (Admin → Backups → "Back up now")');
    } finally {
      release();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  it('restore checks its arguments and refuses a damaged archive before opening anything', () => {
    const config = targetConfig();
    try {
      const usage = cli(['restore'], config.dataDir);
      expect(usage.status).toBe(1);
      expect(usage.stderr).toContain('restore needs the archive to restore, and takes --force only.');
      const bad = path.join(config.dataDir, 'bad.tar.gz');
      writeFileSync(bad, 'not an archive');
      const damaged = cli(['restore', bad], config.dataDir);
      expect(damaged.status).toBe(1);
      expect(damaged.stderr).toContain('is not a readable .tar.gz archive');
      expect(existsSync(path.join(config.dataDir, 'db'))).toBe(false);
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
