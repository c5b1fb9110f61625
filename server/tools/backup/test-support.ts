import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as tar from 'tar';
import { type Config, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { MANIFEST_FILE, type Manifest } from './manifest';
import { pgliteQuery, type Query } from './sql';

/** Helpers of the backup tests: fresh targets, and every table and file read for comparison. */

export const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  return client.connect().then(
    async () => {
      await client.end();
      return true;
    },
    () => false,
  );
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the shared server, and how to drop it. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shipyard_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await withAdminClient((admin) => admin.query(`create database ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withAdminClient((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => {}) };
}

export function targetConfig(environment: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shipyard-restore-target-')), ...environment });
}

/** Every row of every table (all columns, generated ones too), sorted, by table name. */
export async function everyRow(query: Query): Promise<Record<string, string[]>> {
  const tables = await query("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name");
  const result: Record<string, string[]> = {};
  for (const { table_name: table } of tables) {
    const rows = await query(table === 'site_counters' ? await slotTotals(query) : `select row_to_json(t)::text as line from "${String(table)}" t`);
    result[String(table)] = rows.map((row) => String(row.line)).sort();
  }
  return result;
}

/**
 * The site counters are spread over slots that each writing session picks (migration 0007), so
 * the same totals land in other slots after a restore: compared as totals.
 */
async function slotTotals(query: Query): Promise<string> {
  const columns = await query("select column_name from information_schema.columns where table_schema = 'public' and table_name = 'site_counters' and column_name <> 'slot'");
  const sums = columns.map(({ column_name: column }) => `sum("${String(column)}")::bigint as "${String(column)}"`).join(', ');
  return `select row_to_json(t)::text as line from (select ${sums} from site_counters) t`;
}

/** Runs `work` on a pg client of that database. */
export async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
  }
}

/** Runs `work` on the embedded database of a DATA_DIR. */
export async function withPglite<T>(dataDir: string, work: (query: Query, pglite: PGlite) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const pglite = database.pglite as PGlite;
    return await work(pgliteQuery(pglite), pglite);
  } finally {
    await database.close();
  }
}

/** Every file under DATA_DIR/uploads with its bytes (base64), by key. */
export function uploadedFiles(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'uploads');
  const files: Record<string, string> = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full)] = readFileSync(full).toString('base64');
  }
  return files;
}

/** Every entry under a folder (relative paths, sorted): a refused restore must leave it so. */
export function listingOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
}

/**
 * A crafted copy of an archive: unpacked, its manifest changed by `change` (which may also write
 * files into the unpacked folder), and packed again, manifest first, as a backup is.
 */
export async function craftArchive(archive: string, file: string, change: (manifest: Manifest, unpacked: string) => void): Promise<string> {
  const unpacked = mkdtempSync(path.join(os.tmpdir(), 'shipyard-crafted-'));
  try {
    await tar.x({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(readFileSync(path.join(unpacked, MANIFEST_FILE), 'utf8')) as Manifest;
    change(manifest, unpacked);
    writeFileSync(path.join(unpacked, MANIFEST_FILE), JSON.stringify(manifest));
    const rest = readdirSync(unpacked).filter((name) => name !== MANIFEST_FILE);
    await tar.c({ gzip: true, file, cwd: unpacked }, [MANIFEST_FILE, ...rest]);
    return file;
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}
