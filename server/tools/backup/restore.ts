import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { lockDataDir } from '../../platform/data-dir-lock';
import { contentTypeOfKey, createStorage } from '../../platform/storage';
import { fileChecksum } from './create';
import { MANIFEST_FILE, type Manifest, manifestSchema } from './manifest';
import { migrateFully, migrateUpTo } from './migrations';
import { clientQuery, pgliteQuery, type Query } from './sql';

export class RestoreRefusedError extends Error {}

export interface RestoreOptions {
  config: Config;
  file: string;
  /** Replace a database (and local uploads) that already has data. */
  force?: boolean;
  log?: (line: string) => void;
}

/** Rows per INSERT: json_populate_recordset takes them as one parameter. */
const LOAD_ROWS = 500;

/**
 * Restores an archive (decision 0027) into the database the configuration names: PGlite under
 * DATA_DIR/db, or DATABASE_URL. Checks every checksum before touching anything, refuses a target
 * with data unless forced, migrates the empty target to the archive's level, loads the rows in one
 * transaction, moves sequences past the loaded ids, then applies this version's newer migrations.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const { config } = options;
  const work = await mkdtemp(path.join(os.tmpdir(), 'shipyard-restore-'));
  // The embedded database is one process's: a running server must not have it opened under it.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const manifest = await unpackAndVerify(options.file, work);
    log(`The archive is intact: ${Object.keys(manifest.files).length} file(s) match their checksums (made by Shipyard ${manifest.appVersion} at migration ${manifest.database.migration.tag}).`);
    const uploadsRoot = path.join(config.dataDir, 'uploads');
    const localUploads = !config.s3;
    if (config.databaseUrl) await restoreIntoPostgres(config.databaseUrl, manifest, work, Boolean(options.force), log, localUploads ? uploadsRoot : null);
    else await restoreIntoPglite(config.dataDir, manifest, work, Boolean(options.force), log, localUploads ? uploadsRoot : null);
    await restoreUploads(config, manifest, work, log);
    if (manifest.settings.sessionSecret === 'included') {
      const file = path.join(config.dataDir, 'session-secret');
      await copyFile(path.join(work, 'settings', 'session-secret'), file);
      await chmod(file, 0o600);
      log('Restored DATA_DIR/session-secret (a SESSION_SECRET in the environment still takes precedence).');
    }
    return manifest;
  } finally {
    release();
    await rm(work, { recursive: true, force: true });
  }
}

/** Unpacks into `work` and checks the manifest and every file's SHA-256 against it. */
export async function unpackAndVerify(file: string, work: string): Promise<Manifest> {
  if (!existsSync(file)) throw new RestoreRefusedError(`There is no file ${file}.`);
  try {
    // Plain files and folders only: a link in an archive could point anywhere on this machine.
    await tar.x({ file, cwd: work, strict: true, filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory') });
  } catch (error) {
    throw new RestoreRefusedError(`${file} is not a readable .tar.gz archive (${(error as Error).message}).`);
  }
  const raw = await readFile(path.join(work, MANIFEST_FILE), 'utf8').catch(() => null);
  if (raw === null) throw new RestoreRefusedError(`${file} has no ${MANIFEST_FILE}: it is not a Shipyard backup.`);
  const parsed = manifestSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new RestoreRefusedError(`${file} is not a Shipyard backup this version can read: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
  const manifest = parsed.data;
  const found = (await readdir(work, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(work, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== MANIFEST_FILE);
  const extra = found.filter((name) => !Object.hasOwn(manifest.files, name));
  if (extra.length > 0) throw new RestoreRefusedError(`The archive is damaged: ${extra[0]} is not in its manifest.`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const full = path.join(work, name);
    if (!existsSync(full)) throw new RestoreRefusedError(`The archive is damaged: ${name} is missing.`);
    const actual = await fileChecksum(full);
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
      throw new RestoreRefusedError(`The archive is damaged: ${name} does not match its SHA-256 checksum. Nothing was restored.`);
    }
  }
  for (const table of manifest.tables) {
    if (!Object.hasOwn(manifest.files, table.file)) throw new RestoreRefusedError(`The archive is damaged: ${table.file} is missing.`);
  }
  return manifest;
}

async function hasFiles(folder: string | null): Promise<boolean> {
  if (!folder) return false;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile());
}

async function restoreIntoPglite(dataDir: string, manifest: Manifest, work: string, force: boolean, log: (line: string) => void, uploadsRoot: string | null) {
  const dbDir = path.join(dataDir, 'db');
  const hasDatabase = await hasFiles(dbDir);
  if ((hasDatabase || (await hasFiles(uploadsRoot))) && !force) {
    throw new RestoreRefusedError(
      `${dataDir} already has ${hasDatabase ? 'a database (db/)' : 'uploaded files (uploads/)'}: restore into an empty DATA_DIR, or add --force to replace what is there.`,
    );
  }
  if (force) {
    await rm(dbDir, { recursive: true, force: true });
    if (uploadsRoot) await rm(uploadsRoot, { recursive: true, force: true });
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
  try {
    const pglite = database.pglite;
    if (!pglite) throw new Error('the embedded database did not open');
    await migrateUpTo({ pglite }, manifest.database.migration.tag);
    await loadRows(pgliteQuery(pglite), manifest, work, log);
    await migrateFully({ pglite });
  } finally {
    await database.close();
  }
}

async function restoreIntoPostgres(url: string, manifest: Manifest, work: string, force: boolean, log: (line: string) => void, uploadsRoot: string | null) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const [state] = (
      await client.query<{ tables: number; migrated: boolean }>(
        "select (select count(*)::int from information_schema.tables where table_schema = 'public') as tables, to_regclass('drizzle.__drizzle_migrations') is not null as migrated",
      )
    ).rows;
    const hasDatabase = Boolean(state && (state.tables > 0 || state.migrated));
    if ((hasDatabase || (await hasFiles(uploadsRoot))) && !force) {
      throw new RestoreRefusedError(
        hasDatabase
          ? 'The PostgreSQL database already has tables: restore into an empty database (createdb), or add --force to drop everything in it first.'
          : 'DATA_DIR/uploads already has files: restore into an empty DATA_DIR, or add --force to replace them.',
      );
    }
    if (force) {
      log('Dropping everything in the target database (--force).');
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
      if (uploadsRoot) await rm(uploadsRoot, { recursive: true, force: true });
    }
    await migrateUpTo({ url }, manifest.database.migration.tag);
    await loadRows(clientQuery(client), manifest, work, log);
  } finally {
    await client.end().catch(() => {});
  }
  await migrateFully({ url });
}

/**
 * One transaction: a failure leaves the target migrated but empty. Rows the migrations made (the
 * joining settings row) are replaced by the archive's; triggers fill the derived tables as rows
 * arrive, as in copy-to-postgres.
 */
async function loadRows(query: Query, manifest: Manifest, work: string, log: (line: string) => void): Promise<void> {
  await query('begin');
  try {
    for (const table of [...manifest.tables].reverse()) await query(`delete from "${table.name}"`);
    for (const table of manifest.tables) {
      const columns = table.columns.map((column) => `"${column}"`).join(', ');
      const insert = `insert into "${table.name}" (${columns}) select ${columns} from json_populate_recordset(null::"${table.name}", $1::json)`;
      let batch: string[] = [];
      let loaded = 0;
      const lines = createInterface({ input: createReadStream(path.join(work, table.file)), crlfDelay: Number.POSITIVE_INFINITY });
      for await (const line of lines) {
        if (line === '') continue;
        batch.push(line);
        if (batch.length === LOAD_ROWS) {
          await query(insert, [`[${batch.join(',')}]`]);
          loaded += batch.length;
          batch = [];
        }
      }
      if (batch.length > 0) await query(insert, [`[${batch.join(',')}]`]);
      loaded += batch.length;
      if (loaded !== table.rows) throw new Error(`${table.name}: the archive lists ${table.rows} row(s) but holds ${loaded}.`);
      log(`${table.name}: ${loaded} row(s)`);
    }
    await resetSequences(query);
    await query('commit');
  } catch (error) {
    await query('rollback').catch(() => {});
    throw error;
  }
}

/** Every serial or identity column's sequence moved past the loaded ids, so new rows do not collide. */
async function resetSequences(query: Query): Promise<void> {
  const columns = await query(
    "select table_name, column_name from information_schema.columns where table_schema = 'public' and (column_default like 'nextval(%' or is_identity = 'YES')",
  );
  for (const { table_name: table, column_name: column } of columns) {
    await query(`select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce(max("${column}"), 0) + 1, false) from "${table}"`);
  }
}

async function restoreUploads(config: Config, manifest: Manifest, work: string, log: (line: string) => void): Promise<void> {
  if (!manifest.uploads.included) {
    log(`${manifest.uploads.files.length} uploaded file(s) were on S3 and are listed, not archived: they must still be in the bucket (back up with --include-s3 to archive them).`);
    return;
  }
  const storage = createStorage(config);
  for (const file of manifest.uploads.files) {
    const type = contentTypeOfKey(file.key) ?? 'application/octet-stream';
    await storage.put(file.key, await readFile(path.join(work, 'uploads', file.key)), type);
  }
  log(`${manifest.uploads.files.length} uploaded file(s) restored to ${storage.kind === 's3' ? 'the S3 bucket' : 'DATA_DIR/uploads'}.`);
}
