/**
 * Seeds the benchmark database: `node --import tsx bench/seed.ts --projects 100000 [--database URL]`.
 * Drops and recreates the database, runs the app's migrations, then loads users, projects and
 * everything hanging off them with set-based SQL in chunks (see seed-sql.ts). Secondary indexes and
 * foreign keys of the loaded tables are dropped for the load and rebuilt from their saved
 * definitions afterwards — the same definitions the migrations made, built once instead of
 * maintained row by row.
 */
import { loadavg } from 'node:os';
import type pg from 'pg';
import { openDatabase } from '../server/db/client';
import pino from 'pino';
import { AppScope } from '../server/platform/app-scope';
import { Passwords } from '../server/platform/passwords';
import { renderWriteup } from '../server/platform/writeups/render';
import { type BenchOptions, isMainModule, parseOptions, type SeedInfo, since, splitDatabaseUrl, withClient } from './common';
import { insertFollows, insertProjects, insertUsers, trendingSql } from './seed-sql';

const BENCH_PASSWORD = 'shipyard-bench';
const BULK_TABLES = ['users', 'user_settings', 'projects', 'project_categories', 'project_media', 'project_likes', 'comments', 'follows'];
const USER_CHUNK = 25_000;
const PROJECT_CHUNK = 25_000;

interface SavedDefinition {
  table: string;
  name: string;
  definition: string;
}
interface SavedSchema {
  foreignKeys: SavedDefinition[];
  primaryKeys: SavedDefinition[];
  indexes: SavedDefinition[];
}

/** Foreign keys and indexes of the bulk tables (and primary keys nothing else refers to), dropped. */
async function dropForLoad(client: pg.Client): Promise<SavedSchema> {
  const foreignKeys = (
    await client.query<SavedDefinition>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and conrelid::regclass::text = any($1)`,
      [BULK_TABLES],
    )
  ).rows;
  for (const fk of foreignKeys) await client.query(`alter table "${fk.table}" drop constraint "${fk.name}"`);
  const primaryKeys = (
    await client.query<SavedDefinition>(
      `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c where c.contype = 'p' and c.conrelid::regclass::text = any($1)
         and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.confrelid = c.conrelid)`,
      [BULK_TABLES],
    )
  ).rows;
  for (const pk of primaryKeys) await client.query(`alter table "${pk.table}" drop constraint "${pk.name}"`);
  const indexes = (
    await client.query<SavedDefinition>(
      `select i.tablename as table, i.indexname as name, i.indexdef as definition from pg_indexes i
       where i.schemaname = 'public' and i.tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`,
      [BULK_TABLES],
    )
  ).rows;
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  return { foreignKeys, primaryKeys, indexes };
}

async function restoreAfterLoad(client: pg.Client, saved: SavedSchema, step: (name: string, work: () => Promise<unknown>) => Promise<unknown>) {
  for (const pk of saved.primaryKeys) {
    await step(`primary key ${pk.name}`, () => client.query(`alter table "${pk.table}" add constraint "${pk.name}" ${pk.definition}`));
  }
  for (const index of saved.indexes) await step(`index ${index.name}`, () => client.query(index.definition));
  for (const fk of saved.foreignKeys) {
    await step(`foreign key ${fk.name}`, () => client.query(`alter table "${fk.table}" add constraint "${fk.name}" ${fk.definition}`));
  }
}

/** Triggers kept off during the load, by table: what they keep is counted once afterwards. */
const PEOPLE_WORDS_TRIGGERS = [['users', 'users_people_words']] as const;
/** Migration 0007's: site_counters and the directory's skill counts. */
const COUNTER_TRIGGERS = ['users', 'user_settings', 'projects'].flatMap((table) =>
  ['insert', 'update', 'delete'].map((event) => [table, `${table}_counted_${event}`] as const),
);

/** Migration 0017's: each person's profile counts. */
const PEOPLE_COUNT_TRIGGERS = [
  ['projects', 'projects_people_counts_insert'],
  ['projects', 'projects_people_counts_update'],
  ['projects', 'projects_people_counts_delete'],
  ['follows', 'follows_people_counts'],
  ['users', 'users_people_counts_ban'],
] as const;

async function setTriggers(client: pg.Client, action: 'enable' | 'disable', triggers: readonly (readonly [string, string])[]): Promise<void> {
  for (const [table, name] of triggers) await client.query(`alter table "${table}" ${action} trigger "${name}"`);
}

async function chunked(total: number, size: number, work: (from: number, to: number) => Promise<void>) {
  for (let from = 1; from <= total; from += size) await work(from, Math.min(total, from + size - 1));
}

/** Trending scores, counters and the author_private copies must look exactly like the app's own. */
async function check(client: pg.Client): Promise<void> {
  const scores = await client.query<{ wrong: number }>(
    `select count(*)::int as wrong from projects
     where abs(trending_score - ${trendingSql('likes_count', 'comments_count', 'views_count', 'created_at')}) > 1e-6`,
  );
  if (scores.rows[0]?.wrong) throw new Error(`${scores.rows[0].wrong} trending scores differ from the app's formula over their counts`);
  const counts = await client.query<{ ok: boolean }>(
    `select (select coalesce(sum(likes_count), 0) from projects) = (select count(*) from project_likes)
        and (select coalesce(sum(comments_count), 0) from projects) = (select count(*) from comments) as ok`,
  );
  if (!counts.rows[0]?.ok) throw new Error('likes_count / comments_count do not match the rows');
  // The visitor feeds read author_private; it must be the author's "public profile off", on every feed row too.
  const privacy = await client.query<{ wrong: number }>(
    `select (select count(*) from projects p
              where p.author_private <> exists (select 1 from user_settings s where s.user_id = p.user_id and not s.public_profile))
          + (select count(*) from project_categories pc join projects p on p.id = pc.project_id where pc.author_private <> p.author_private)
        as wrong`,
  );
  if (Number(privacy.rows[0]?.wrong) !== 0) throw new Error('author_private does not match the authors\' settings');
  await checkRenderings(client);
}

/** The write-ups and bios stored rendered (seed-sql.ts) must be what the app's renderer makes of them. */
async function checkRenderings(client: pg.Client): Promise<void> {
  const sample = await client.query<{ source: string; html: string; text: string | null }>(
    `(select content as source, content_html as html, content_text as text from projects where content is not null limit 100)
     union all (select bio, bio_html, null from users where bio is not null limit 100)`,
  );
  const scope = new AppScope(pino({ level: 'silent' }));
  try {
    for (const { source, html, text } of sample.rows) {
      const rendered = await renderWriteup({ scope }, source);
      const same = rendered.html === html && (text === null || rendered.text === text) && rendered.toc.length === 0;
      if (!same) throw new Error(`the seed's rendering of ${JSON.stringify(source)} differs from the app's: ${JSON.stringify(rendered)}`);
    }
  } finally {
    await scope.close();
  }
}

export async function seed(options: Pick<BenchOptions, 'projects' | 'database'>): Promise<SeedInfo> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    const result = await work();
    steps[name] = Math.round(performance.now() - at) / 1000;
    const counts = result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows) ? result.rows[0] : undefined;
    const detail = counts && Object.keys(counts).length > 1 ? ` ${JSON.stringify(counts)}` : '';
    console.log(`  ${name}: ${steps[name]} s${detail}`);
    return result;
  };
  const projects = options.projects;
  const users = Math.max(1000, Math.round(projects / 10));
  const { name, adminUrl } = splitDatabaseUrl(options.database);
  const loadAverage = loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`seeding ${name}: ${projects} projects, ${users} users (load average ${loadAverage})`);

  await withClient(adminUrl, async (admin) => {
    await step('recreate database', async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    });
  });
  await step('migrations', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: options.database, poolSize: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
  });
  const passwordHash = await new Passwords().hash(BENCH_PASSWORD);

  await withClient(options.database, async (client) => {
    await client.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '64MB'`);
    const saved = await step('drop indexes and keys for the load', () => dropForLoad(client));
    const load = async (label: string, total: number, size: number, statement: (from: number, to: number) => string) => {
      const at = performance.now();
      await chunked(total, size, async (from, to) => {
        const result = await client.query(statement(from, to));
        process.stdout.write(`\r  ${label}: ${to}/${total} (${since(at)}) ${JSON.stringify(result.rows[0] ?? {})}   `);
      });
      steps[label] = Math.round(performance.now() - at) / 1000;
      process.stdout.write('\n');
    };
    // people_words and the site counters are counted once after the load rather than by their
    // triggers, row by row (the counters' triggers would also read user_settings mid-statement).
    await setTriggers(client, 'disable', PEOPLE_WORDS_TRIGGERS);
    await setTriggers(client, 'disable', COUNTER_TRIGGERS);
    await setTriggers(client, 'disable', PEOPLE_COUNT_TRIGGERS);
    await load('users', users, USER_CHUNK, (from, to) => insertUsers(from, to, passwordHash));
    await setTriggers(client, 'enable', PEOPLE_WORDS_TRIGGERS);
    await step('count the words people use', () => client.query('select shipyard_recount_people_words()'));
    await load('projects (with feed rows, media, likes, comments)', projects, PROJECT_CHUNK, (from, to) => insertProjects(from, to, users));
    await setTriggers(client, 'enable', COUNTER_TRIGGERS);
    await load('follows', users, USER_CHUNK * 4, (from, to) => insertFollows(from, to, users));
    await step('rebuild indexes and keys', () => restoreAfterLoad(client, saved, step));
    await step('count the site and directory totals', () => client.query('select shipyard_recount_site_counters()'));
    await setTriggers(client, 'enable', PEOPLE_COUNT_TRIGGERS);
    await step('count the profiles’ projects, likes and follows', () => client.query('select shipyard_recount_people_counts()'));
    await step('vacuum analyze', () => client.query('vacuum analyze'));
    await step('check counts and trending scores', () => check(client));
    const sizes = await client.query<{ table: string; rows: string; size: string }>(
      `select relname as table, n_live_tup::text as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
       from pg_stat_user_tables where relname = any($1) order by pg_total_relation_size(relid) desc`,
      [BULK_TABLES],
    );
    for (const row of sizes.rows) console.log(`  ${row.table.padEnd(20)} ${row.rows.padStart(10)} rows  ${row.size}`);
  });

  const info: SeedInfo = {
    projects,
    users,
    seconds: Math.round(performance.now() - started) / 1000,
    steps,
    seededAt: new Date().toISOString(),
    loadAverage,
  };
  await withClient(adminUrl, (admin) => admin.query(`comment on database "${name}" is '${JSON.stringify(info).replaceAll("'", "''")}'`));
  console.log(`seeded in ${info.seconds} s`);
  return info;
}

if (isMainModule(import.meta.url)) {
  seed(parseOptions()).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
