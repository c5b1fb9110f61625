import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { EmbeddedEngine } from '../../db/client';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../db/client';
import type { Query } from './sql';

/** One migration of this version, as drizzle-kit's journal lists it. */
export interface MigrationEntry {
  idx: number;
  when: number;
  tag: string;
}

export function journal(folder = migrationsFolder): MigrationEntry[] {
  const parsed = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: MigrationEntry[] };
  return parsed.entries;
}

/**
 * The last migration applied to a database (drizzle records each one's journal time in
 * drizzle.__drizzle_migrations), or null for a database never migrated. A time this version's
 * journal does not know means a newer version wrote the database.
 */
export async function migrationLevel(query: Query): Promise<MigrationEntry | null> {
  const exists = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!exists[0]?.present) return null;
  const [last] = await query('select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1');
  if (!last) return null;
  const when = Number(last.created_at);
  const entry = journal().find((candidate) => candidate.when === when);
  if (!entry) throw new Error(`The database was migrated by a newer version of Shipyard (migration time ${when} is unknown to this one).`);
  return entry;
}

/**
 * Applies this version's migrations up to and including `tag` and no further: drizzle's migrator
 * runs whatever its folder's journal lists, so it is given a copy of the folder whose journal
 * stops there. A restore loads an archive's rows into the schema they were dumped from, then lets
 * the ordinary migrator bring them up to date (decision 0027).
 */
export async function migrateUpTo(target: { pglite: EmbeddedEngine } | { url: string }, tag: string): Promise<void> {
  const entries = journal();
  const index = entries.findIndex((entry) => entry.tag === tag);
  if (index === -1) throw new Error(`The archive's migration ${tag} is unknown to this version of Shipyard: restore it with the version that made it, or a newer one.`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shipyard-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    const kept = entries.slice(0, index + 1);
    const full = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...full, entries: kept }));
    for (const entry of kept) copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrateWith(target, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Every migration of this version (what a start does). */
export function migrateFully(target: { pglite: EmbeddedEngine } | { url: string }): Promise<void> {
  return migrateWith(target, migrationsFolder);
}

async function migrateWith(target: { pglite: EmbeddedEngine } | { url: string }, folder: string): Promise<void> {
  const options = { casing: 'snake_case' } as const;
  if ('pglite' in target) {
    // Restores open the engine in this thread (openDatabase without `thread`): a PGlite.
    await migratePglite(drizzlePglite(target.pglite as PGlite, options), { migrationsFolder: folder });
    return;
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 1 });
  pool.on('error', () => {});
  try {
    await migratePostgres(drizzlePostgres(pool, options), { migrationsFolder: folder });
  } finally {
    await pool.end();
  }
}
