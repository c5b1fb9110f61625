import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client';

/**
 * Every table in an order that satisfies the foreign keys. A table added to the schema must be
 * added here too; `copyToPostgres` refuses to run if the embedded database has one it does not know.
 */
export const TABLES_IN_ORDER = [
  'users',
  'invitations',
  'joining_settings',
  'sessions',
  'account_tokens',
  // Decision 0026: sign-in providers, the offers and flows under way, the devices seen.
  'linked_accounts',
  'link_offers',
  'provider_flows',
  'known_devices',
  // Decision 0025: two-factor sign-in and passkeys (secrets stay sealed: the same SESSION_SECRET opens them).
  'totp_credentials',
  'recovery_codes',
  'pending_sign_ins',
  'second_factor_failures',
  'passkeys',
  'webauthn_ceremonies',
  'security_settings',
  'user_settings',
  'projects',
  'project_categories',
  'project_media',
  'uploads',
  'project_likes',
  'comments',
  'project_views',
  // Issue 16: collections of saved projects.
  'collections',
  'collection_items',
  'follows',
  'blocks',
  'conversations',
  'conversation_members',
  'messages',
  'notifications',
  'user_events',
  'abuse_reports',
  'audit_log',
  'site_settings',
  'site_pages',
  'appeals',
  'setup_tokens',
] as const;

/**
 * Tables the target's triggers fill as the rows above arrive (people_words from users; the site
 * and directory counters from users, user_settings and projects; people_counts from projects, follows and bans): not copied.
 */
export const DERIVED_TABLES = ['people_words', 'site_counters', 'directory_skills', 'directory_skill_spellings', 'people_counts'] as const;

/** Rows the target's migrations made (the one joining settings row): replaced by the source's. */
const MADE_BY_MIGRATIONS: readonly string[] = ['joining_settings'];

/**
 * Copy order within a table where rows refer to rows of the same table: an inviter registered
 * before the people they invited (users.invited_by, decision 0024), so creation order keeps every
 * batch's references to rows already copied. Other tables go in ctid order.
 */
export const ROW_ORDER: Record<string, string> = { users: 'created_at, id' };

const BATCH_ROWS = 2000;

export interface CopySummary {
  table: string;
  rows: number;
}

/**
 * Moves an embedded (PGlite) database to PostgreSQL: migrates the empty target, then copies every
 * table in batches. Rows travel as JSON and are rebuilt with json_populate_recordset, so arrays,
 * jsonb and timestamps keep their types; generated columns (search vectors) are recomputed by the
 * target. One transaction on the target: a failure leaves it as empty as it was.
 */
export async function copyToPostgres(source: Pick<PGlite, 'query'>, targetUrl: string, log: (line: string) => void = () => {}): Promise<CopySummary[]> {
  const target = await openDatabase({ kind: 'postgres', url: targetUrl, poolSize: 1 });
  try {
    await target.migrate();
  } finally {
    await target.close();
  }
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  try {
    const existing = await client.query<{ count: string }>('select count(*) from users');
    if (Number(existing.rows[0]?.count) > 0) {
      throw new Error('The target database already has accounts: copy into an empty database only.');
    }
    await assertKnownTables(source);
    await client.query('begin');
    const summary: CopySummary[] = [];
    for (const table of TABLES_IN_ORDER) {
      const rows = await copyTable(source, client, table);
      summary.push({ table, rows });
      log(`${table}: ${rows} row(s)`);
    }
    // Keep numbering after the copied ids.
    await client.query(
      "select setval(pg_get_serial_sequence('user_events', 'id'), coalesce((select max(id) from user_events), 0) + 1, false)",
    );
    await client.query('commit');
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

async function assertKnownTables(source: Pick<PGlite, 'query'>): Promise<void> {
  const result = await source.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const known: readonly string[] = [...TABLES_IN_ORDER, ...DERIVED_TABLES];
  const unknown = result.rows.map((row) => row.table_name).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`copy-to-postgres does not know the table(s) ${unknown.join(', ')}; add them to TABLES_IN_ORDER`);
}

async function copyTable(source: Pick<PGlite, 'query'>, client: pg.Client, table: string): Promise<number> {
  const columnsResult = await source.query<{ column_name: string }>(
    "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
    [table],
  );
  const columns = columnsResult.rows.map((row) => `"${row.column_name}"`).join(', ');
  let copied = 0;
  if (MADE_BY_MIGRATIONS.includes(table)) await client.query(`delete from "${table}"`);
  const order = ROW_ORDER[table] ?? 'ctid';
  for (let offset = 0; ; offset += BATCH_ROWS) {
    // ctid order is stable here: the source is locked by this process and nothing writes to it.
    const batch = await source.query<{ rows: unknown[] | null }>(
      `select json_agg(row_to_json(t)) as rows from (select * from "${table}" order by ${order} limit ${BATCH_ROWS} offset ${offset}) t`,
    );
    const rows = batch.rows[0]?.rows ?? [];
    if (rows.length === 0) return copied;
    await client.query(`insert into "${table}" (${columns}) select ${columns} from json_populate_recordset(null::"${table}", $1::json)`, [
      JSON.stringify(rows),
    ]);
    copied += rows.length;
  }
}
