import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { DERIVED_TABLES, ROW_ORDER, TABLES_IN_ORDER } from '../copy-to-postgres';
import { appVersion, MANIFEST_FILE, type Manifest } from './manifest';
import { migrationLevel } from './migrations';
import { uploadKeyProblem } from './restore-files';
import { openSnapshot, type Query } from './sql';

export interface BackupProgress {
  step: 'database' | 'uploads' | 'archive';
  done: number;
  total: number;
}

export interface BackupOptions {
  database: DatabaseHandle;
  config: Config;
  storage: Storage;
  /** Where the archive goes; written aside and renamed, so a half-written archive never has the name. */
  file: string;
  /** Copy files kept on S3 into the archive (else they are only listed). */
  includeS3?: boolean;
  onProgress?: (progress: BackupProgress) => void;
}

const FETCH_ROWS = 1000;

/**
 * Writes one archive (decision 0027): the database as one JSON-lines file per table, read from one
 * consistent snapshot; the uploaded files; DATA_DIR/session-secret when that is where the secret
 * lives; and a manifest with the version, migration level, row counts and a SHA-256 per file.
 * Files are gathered in a staging folder beside the archive (same disk), then packed.
 */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const target = path.resolve(options.file);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  const partial = `${target}.partial`;
  const progress = options.onProgress ?? (() => {});
  try {
    // The moment the data is as of: the snapshot's, not the packing's.
    const createdAt = new Date().toISOString();
    const session = await openSnapshot(options.database);
    let database: Awaited<ReturnType<typeof dumpDatabase>>;
    try {
      database = await dumpDatabase(session.query, staging, progress);
    } finally {
      await session.close();
    }
    const uploads = await collectUploads(options.storage, staging, Boolean(options.includeS3), progress);
    const sessionSecret = await collectSessionSecret(options.config, staging);
    progress({ step: 'archive', done: 0, total: 1 });
    const manifest: Manifest = {
      format: 'shipyard-backup',
      formatVersion: 1,
      appVersion: appVersion(),
      createdAt,
      database: { kind: options.database.kind, migration: database.migration },
      tables: database.tables,
      derivedTables: database.derivedTables,
      uploads,
      settings: { sessionSecret },
      files: await checksums(staging),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const folders = (await readdir(staging)).filter((name) => name !== MANIFEST_FILE).sort();
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, ...folders]);
    await rename(partial, target);
    progress({ step: 'archive', done: 1, total: 1 });
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

async function dumpDatabase(query: Query, staging: string, progress: (progress: BackupProgress) => void) {
  const level = await migrationLevel(query);
  if (!level) throw new Error('The database has never been migrated: there is nothing to back up.');
  const present = (await query("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'")).map(
    (row) => String(row.table_name),
  );
  const known: readonly string[] = [...TABLES_IN_ORDER, ...DERIVED_TABLES];
  const unknown = present.filter((name) => !known.includes(name));
  // A table nobody listed would silently be left out of every backup: refuse instead.
  if (unknown.length > 0) throw new Error(`The backup does not know the table(s) ${unknown.join(', ')}: add them to TABLES_IN_ORDER (server/tools/copy-to-postgres.ts).`);
  // An archive made at an older level lacks the tables added since; they are simply not there.
  const names = TABLES_IN_ORDER.filter((name) => present.includes(name));
  await mkdir(path.join(staging, 'database'));
  const tables: Manifest['tables'] = [];
  for (const [index, name] of names.entries()) {
    progress({ step: 'database', done: index, total: names.length });
    const columns = (
      await query(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
        [name],
      )
    ).map((row) => String(row.column_name));
    const file = `database/${String(index).padStart(3, '0')}-${name}.jsonl`;
    const rows = await dumpTable(query, name, columns, path.join(staging, file));
    tables.push({ name, file, columns, rows });
  }
  progress({ step: 'database', done: names.length, total: names.length });
  const derivedTables: Record<string, number> = {};
  for (const name of DERIVED_TABLES.filter((derived) => present.includes(derived))) {
    derivedTables[name] = Number((await query(`select count(*)::int as count from "${name}"`))[0]?.count ?? 0);
  }
  return { migration: { tag: level.tag, index: level.idx }, tables, derivedTables };
}

/**
 * Rows as JSON (row_to_json of the stored columns, generated ones left for the target to compute),
 * read through a cursor so a large table never sits in memory whole.
 */
async function dumpTable(query: Query, table: string, columns: string[], file: string): Promise<number> {
  const order = ROW_ORDER[table] ? ` order by ${ROW_ORDER[table]}` : '';
  const list = columns.map((column) => `"${column}"`).join(', ');
  const out = createWriteStream(file);
  let rows = 0;
  try {
    await query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from (select ${list} from "${table}"${order}) t`);
    for (;;) {
      const batch = await query(`fetch ${FETCH_ROWS} from backup_rows`);
      if (batch.length === 0) break;
      rows += batch.length;
      await write(out, `${batch.map((row) => String(row.line)).join('\n')}\n`);
    }
    await query('close backup_rows');
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

async function write(out: WriteStream, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/**
 * Files are read after the snapshot: one uploaded meanwhile is extra (no row points at it), one
 * deleted meanwhile is missing from the archive and from the manifest's list.
 */
async function collectUploads(storage: Storage, staging: string, includeS3: boolean, progress: (progress: BackupProgress) => void): Promise<Manifest['uploads']> {
  const files: Manifest['uploads']['files'] = [];
  for await (const file of storage.list()) files.push(file);
  const included = storage.kind === 'local' || includeS3;
  const copied: Manifest['uploads']['files'] = [];
  if (!included) return { storage: storage.kind, included, files };
  for (const [index, file] of files.entries()) {
    progress({ step: 'uploads', done: index, total: files.length });
    // A bucket may hold objects this site did not write; a key like `../x` must not name a path here.
    if (uploadKeyProblem(file.key)) continue;
    const read = await storage.read(file.key);
    if (read === null || read === 'unsatisfiable') continue;
    const destination = path.join(staging, 'uploads', file.key);
    await mkdir(path.dirname(destination), { recursive: true });
    await pipeline(read.stream, createWriteStream(destination));
    copied.push({ key: file.key, bytes: (await stat(destination)).size });
  }
  progress({ step: 'uploads', done: files.length, total: files.length });
  return { storage: storage.kind, included, files: copied };
}

/**
 * The generated secret (no SESSION_SECRET set) signs unsubscribe links already e-mailed, and the
 * backup download links: a restore that kept it keeps those working. A secret from the
 * environment is the operator's to keep; it is not written into an archive.
 */
async function collectSessionSecret(config: Config, staging: string): Promise<'included' | 'environment'> {
  const file = path.join(config.dataDir, 'session-secret');
  const stored = await readFile(file, 'utf8').catch(() => null);
  if (stored === null || stored.trim() !== config.sessionSecret) return 'environment';
  await mkdir(path.join(staging, 'settings'));
  await copyFile(file, path.join(staging, 'settings', 'session-secret'));
  return 'included';
}

/** SHA-256 and size of every file under the staging folder, by archive path. */
export async function checksums(root: string): Promise<Manifest['files']> {
  const result: Manifest['files'] = {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (relative === MANIFEST_FILE) continue;
    result[relative] = await fileChecksum(full);
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

export async function fileChecksum(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
