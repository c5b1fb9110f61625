import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { lockDataDir } from '../../platform/data-dir-lock';
import { fileChecksum } from './create';
import { MANIFEST_FILE, type Manifest, manifestSchema } from './manifest';
import { migrateFully, migrateUpTo } from './migrations';
import { checkUploadKeys, placeUploads, RestoreRefusedError } from './restore-files';
import { clientQuery, pgliteQuery, type Query } from './sql';

export { RestoreRefusedError };

export interface RestoreOptions {
  config: Config;
  file: string;
  /** Replace a database (and local uploads) that already has data. */
  force?: boolean;
  log?: (line: string) => void;
}

/** Rows per INSERT: json_populate_recordset takes them as one parameter. */
const LOAD_ROWS = 500;

type Undo = () => Promise<void>;

/**
 * Restores an archive (decision 0027) into the database the configuration names: PGlite under
 * DATA_DIR/db, or DATABASE_URL. Checks every checksum and every upload key before touching
 * anything, refuses a target with data unless forced, migrates the empty target to the archive's
 * level, loads the rows in one transaction, moves sequences past the loaded ids, then applies this
 * version's newer migrations. All or nothing: the embedded database and local files are built
 * beside their places and moved in at the end; whatever a failure leaves half-done is undone.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const { config } = options;
  const force = Boolean(options.force);
  const work = await mkdtemp(path.join(os.tmpdir(), 'shipyard-restore-'));
  // The embedded database is one process's: a running server must not have it opened under it.
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const undo: Undo[] = [];
  try {
    const manifest = await unpackAndVerify(options.file, work);
    await checkUploadKeys(manifest, work, config.s3 ? 's3' : 'local');
    log(`The archive is intact: ${Object.keys(manifest.files).length} file(s) match their checksums (made by Shipyard ${manifest.appVersion} at migration ${manifest.database.migration.tag}).`);
    const uploadsRoot = config.s3 ? null : path.join(config.dataDir, 'uploads');
    const staged = { db: path.join(config.dataDir, 'db.restoring'), uploads: path.join(config.dataDir, 'uploads.restoring') };
    const commit: Array<{ from: string; to: string }> = [];
    undo.push(() => rm(staged.db, { recursive: true, force: true }), () => rm(staged.uploads, { recursive: true, force: true }));
    await Promise.all(Object.values(staged).map((folder) => rm(folder, { recursive: true, force: true })));
    if (config.databaseUrl) await restoreIntoPostgres(config.databaseUrl, manifest, work, force, log, uploadsRoot, undo);
    else {
      await restoreIntoPglite(config.dataDir, staged.db, manifest, work, force, log, uploadsRoot);
      commit.push({ from: staged.db, to: path.join(config.dataDir, 'db') });
    }
    const placed = await placeUploads(config, manifest, work, staged.uploads, log);
    undo.push(placed.undo);
    if (uploadsRoot) {
      // Even empty, so --force leaves no file of the old site beside the restored database.
      await mkdir(staged.uploads, { recursive: true });
      commit.push({ from: staged.uploads, to: uploadsRoot });
    }
    if (manifest.settings.sessionSecret === 'included') {
      const staging = path.join(config.dataDir, 'session-secret.restoring');
      await copyFile(path.join(work, 'settings', 'session-secret'), staging);
      await chmod(staging, 0o600);
      undo.push(() => rm(staging, { force: true }));
      commit.push({ from: staging, to: path.join(config.dataDir, 'session-secret') });
    }
    // Everything is in place beside its target: only renames are left, the old data (--force) goes now.
    for (const { from, to } of commit) {
      await rm(to, { recursive: true, force: true });
      await rename(from, to);
    }
    if (manifest.settings.sessionSecret === 'included') log('Restored DATA_DIR/session-secret (a SESSION_SECRET in the environment still takes precedence).');
    return manifest;
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => {});
    throw error;
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
  if (manifest.settings.sessionSecret === 'included' && !Object.hasOwn(manifest.files, 'settings/session-secret')) {
    throw new RestoreRefusedError('The archive is damaged: settings/session-secret is missing.');
  }
  return manifest;
}

async function hasFiles(folder: string | null): Promise<boolean> {
  if (!folder) return false;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile());
}

/** Builds the embedded database in `staging`; the caller moves it to DATA_DIR/db once all is done. */
async function restoreIntoPglite(dataDir: string, staging: string, manifest: Manifest, work: string, force: boolean, log: (line: string) => void, uploadsRoot: string | null) {
  const hasDatabase = await hasFiles(path.join(dataDir, 'db'));
  if ((hasDatabase || (await hasFiles(uploadsRoot))) && !force) {
    throw new RestoreRefusedError(
      `${dataDir} already has ${hasDatabase ? 'a database (db/)' : 'uploaded files (uploads/)'}: restore into an empty DATA_DIR, or add --force to replace what is there.`,
    );
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: staging });
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

/**
 * PostgreSQL cannot be built aside: from the first migration on, a failure drops what the restore
 * made (the same as --force does), leaving the database as empty as it was found. With --force the
 * old contents are dropped first and are gone either way.
 */
async function restoreIntoPostgres(url: string, manifest: Manifest, work: string, force: boolean, log: (line: string) => void, uploadsRoot: string | null, undo: Undo[]) {
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
      await emptyPostgres(url);
    }
    undo.push(() => emptyPostgres(url));
    await migrateUpTo({ url }, manifest.database.migration.tag);
    await loadRows(clientQuery(client), manifest, work, log);
  } finally {
    await client.end().catch(() => {});
  }
  await migrateFully({ url });
}

/**
 * One transaction: a failure loads nothing (and restoreBackup removes the migrated schema). Rows
 * the migrations made (the joining settings row) are replaced by the archive's; triggers fill the
 * derived tables as rows arrive, as in copy-to-postgres.
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

/** Drops the restore's schemas and gives back an empty public one. */
async function emptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end().catch(() => {});
  }
}
