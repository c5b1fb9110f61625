import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, conversationBetween } from '../../features/messaging/test-support';
import { appealedSanction, fileReport, send } from '../../features/moderation/test-support';
import { useTestApp } from '../../test/harness';
import { addImage, createProject, member, multipart, png } from '../../test/projects';
import { DERIVED_TABLES, TABLES_IN_ORDER } from '../copy-to-postgres';
import { storageOf } from '../../platform/storage';
import { createBackup } from './create';
import { readManifest } from './read-manifest';
import { restoreBackup } from './restore';
import { clientQuery, pgliteQuery, type Query } from './sql';
import { everyRow, freshPostgresDatabase, postgresReachable, targetConfig, uploadedFiles, withPglite, withPostgres } from './test-support';
import pg from 'pg';

// No SESSION_SECRET: the site keeps a generated one in DATA_DIR, which the archive must carry.
const context = useTestApp({ environment: { SESSION_SECRET: '' } });
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shipyard-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The source database, whichever engine the suite runs on. */
async function withSource<T>(work: (query: Query) => Promise<T>): Promise<T> {
  const { database } = context.deps;
  if (database.pglite) return work(pgliteQuery(database.pglite));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work(clientQuery(client));
  } finally {
    await client.end();
  }
}

/** A site with a row in every table and uploaded files, made through the real calls where there is one. */
async function seedEverything(): Promise<void> {
  const admin = await member(context, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const ada = await member(context, { skills: ['Rust', 'rust', 'Go'], firstName: 'Ada', lastName: 'Lovelace' });
  const bob = await member(context, { firstName: 'Bob', lastName: 'Builder' });
  const project = await createProject(context.app, ada.cookie, { title: 'Backed-up lighthouse', description: 'Counts narwhals' });
  await addImage(context.app, ada.cookie, project.id);
  await addImage(context.app, ada.cookie, project.id, 1, await png(80, 50, '#ef4444'));
  expect((await send(context, 'POST', `/api/projects/${project.id}/like`, bob.cookie)).statusCode).toBeLessThan(300);
  expect((await send(context, 'POST', `/api/projects/${project.id}/comments`, bob.cookie, { content: 'Lovely lamp' })).statusCode).toBe(201);
  // Issue 16: a collection with a saved project.
  expect((await send(context, 'POST', '/api/collections', bob.cookie, { name: 'Lamps', projectId: project.id })).statusCode).toBe(201);
  expect((await api(context).follow(ada.user.id, bob.cookie)).statusCode).toBeLessThan(300);
  const conversation = await conversationBetween(context, bob.cookie, ada.user.id);
  expect((await api(context).send(conversation, 'Hello from before the backup', bob.cookie)).statusCode).toBe(201);
  expect((await send(context, 'PUT', '/api/settings', ada.cookie, { theme: 'dark', messageNotifications: false })).statusCode).toBe(200);
  const mallory = await member(context, { firstName: 'Mallory', lastName: 'Spam' });
  expect((await api(context).block(mallory.user.id, ada.cookie)).statusCode).toBeLessThan(300);
  await fileReport(context, bob.cookie, mallory.user.id);
  await appealedSanction(context, admin.cookie, 'warn');
  expect((await send(context, 'PUT', '/api/admin/site', admin.cookie, { name: 'Harbour', tagline: 'Ship it', description: 'Where we show our work.', accentColor: '#2563eb', contactEmail: 'team@harbour.example' })).statusCode).toBe(200);
  expect((await send(context, 'PUT', '/api/admin/site/pages/about', admin.cookie, { markdown: '# About the harbour' })).statusCode).toBe(200);
  const logo = await multipart(await png(120, 120), 'logo.png', 'image/png');
  expect((await context.app.inject({ method: 'POST', url: '/api/admin/site/logo', payload: logo.payload, headers: { ...logo.headers, cookie: admin.cookie } })).statusCode).toBe(200);
  expect((await send(context, 'POST', '/api/invitations', admin.cookie, { maxUses: 3 })).statusCode).toBe(201);
  expect((await send(context, 'POST', '/api/auth/forgot-password', null, { email: bob.user.email })).statusCode).toBeLessThan(300);
  // Views are counted in batches (decision 0012); one row written straight, as the flush would.
  await withSource((query) => query("insert into project_views (project_id, viewer_key, hour) values ($1, $2, date_trunc('hour', now())) on conflict do nothing", [project.id, 'v:backup-test']));
  await withSource((query) => query("insert into setup_tokens (token_hash, expires_at) values ('backup-test-hash', now() + interval '1 day') on conflict do nothing"));
  // Sign-in rows (decisions 0025, 0026), written straight: their own tests go through the real flows.
  const later = "now() + interval '5 minutes'";
  const rows = [
    ["insert into linked_accounts (id, user_id, provider, subject, label) values ('la-1', $1, 'github', 'gh-42', 'ada')", [ada.user.id]],
    [`insert into link_offers (id, user_id, provider, subject, label, email, expires_at) values ('lo-1', $1, 'gitlab', 'gl-7', 'ada', $2, ${later})`, [ada.user.id, ada.user.email]],
    [`insert into provider_flows (id, provider, code_verifier, nonce, intent, joining, expires_at) values ('pf-1', 'github', 'verifier', 'nonce', 'sign-in', '{"acceptTerms":true}', ${later})`, []],
    ["insert into known_devices (user_id, device) values ($1, 'Firefox on Linux') on conflict do nothing", [bob.user.id]],
    ["insert into totp_credentials (user_id, secret_sealed, enabled_at, last_used_step) values ($1, 'sealed-secret', now(), 58000000)", [ada.user.id]],
    ["insert into recovery_codes (code_hash, user_id) values ('rc-hash-1', $1)", [ada.user.id]],
    [`insert into pending_sign_ins (token_hash, user_id, expires_at) values ('ps-hash-1', $1, ${later})`, [ada.user.id]],
    [`insert into second_factor_failures (user_id, failures, locked_until) values ($1, 10, ${later})`, [ada.user.id]],
    ["insert into passkeys (id, user_id, name, public_key, counter, transports) values ('pk-1', $1, 'Laptop', 'cHVibGljLWtleQ', 3, array['internal', 'hybrid'])", [bob.user.id]],
    [`insert into webauthn_ceremonies (id_hash, purpose, user_id, challenge, expires_at) values ('wc-hash-1', 'register', $1, 'challenge', ${later})`, [bob.user.id]],
    ["insert into security_settings (id, require_staff_two_factor, updated_by) values (1, true, $1) on conflict (id) do update set require_staff_two_factor = true", [admin.user.id]],
  ] as const;
  for (const [text, values] of rows) await withSource((query) => query(text, [...values]));
}

let archive = '';

beforeAll(async () => {
  await seedEverything();
  archive = path.join(scratch, 'site.tar.gz');
  await createBackup({ database: context.deps.database, config: context.config, storage: storageOf(context.deps), file: archive });
}, 120_000);

describe('a backup (issue 17, decision 0027)', () => {
  it('has a row in every table it dumps, and a manifest naming the level, the counts and a checksum per file', async () => {
    const manifest = await readManifest(archive);
    if (!manifest) throw new Error('no manifest');
    const counts = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    // A new table must be seeded here too, so the round trip proves it survives.
    expect(Object.keys(counts)).toEqual([...TABLES_IN_ORDER]);
    expect(Object.entries(counts).filter(([, rows]) => rows === 0).map(([name]) => name)).toEqual([]);
    expect(Object.keys(manifest.derivedTables).sort()).toEqual([...DERIVED_TABLES].sort());
    expect(manifest.database.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.uploads).toMatchObject({ storage: 'local', included: true });
    expect(manifest.uploads.files.length).toBeGreaterThanOrEqual(3);
    expect(manifest.settings.sessionSecret).toBe('included');
    expect(Object.keys(manifest.files)).toEqual(expect.arrayContaining(['settings/session-secret', ...manifest.tables.map((table) => table.file)]));
    for (const file of Object.values(manifest.files)) expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('restores into a fresh DATA_DIR (embedded database): every row of every table, every file, the secret', async () => {
    const config = targetConfig();
    try {
      await restoreBackup({ config, file: archive });
      const source = await withSource(everyRow);
      await withPglite(config.dataDir, async (query) => {
        expect(await everyRow(query)).toEqual(source);
        // Sequences moved past the restored ids: a new event does not collide.
        const [next] = await query("select nextval(pg_get_serial_sequence('user_events', 'id'))::int as next, (select max(id)::int from user_events) as max");
        expect(Number(next?.next)).toBeGreaterThan(Number(next?.max));
      });
      expect(uploadedFiles(config.dataDir)).toEqual(uploadedFiles(context.dataDir));
      expect(readFileSync(path.join(config.dataDir, 'session-secret'), 'utf8').trim()).toBe(context.config.sessionSecret);
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 240_000);

  it('restores into a fresh PostgreSQL database: every row of every table, every file', async (test) => {
    if (!(await postgresReachable())) test.skip('no PostgreSQL at 127.0.0.1:5432');
    const target = await freshPostgresDatabase();
    const config = targetConfig({ DATABASE_URL: target.url });
    try {
      await restoreBackup({ config, file: archive });
      const source = await withSource(everyRow);
      await withPostgres(target.url, async (query) => {
        expect(await everyRow(query)).toEqual(source);
        const [next] = await query("select nextval(pg_get_serial_sequence('user_events', 'id'))::int as next, (select max(id)::int from user_events) as max");
        expect(Number(next?.next)).toBeGreaterThan(Number(next?.max));
      });
      expect(uploadedFiles(config.dataDir)).toEqual(uploadedFiles(context.dataDir));
    } finally {
      await target.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
