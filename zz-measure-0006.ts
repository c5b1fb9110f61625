import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync } from 'node:fs';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query('drop database if exists shipyard_measure_0006');
await admin.query('create database shipyard_measure_0006');
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/shipyard_measure_0006', max: 1 });
await migrate(drizzle(pool) as never, { migrationsFolder: '/tmp/rt/mig' });
const n = Number(process.argv[2] ?? 100000);
let t = Date.now();
await pool.query(`insert into users (id, email, password_hash, first_name, last_name, email_verified, title, bio, skills, created_at)
  select 'u' || i, 'u' || i || '@x.test', 'h', 'First' || (i % 997), 'Last' || (i % 1009), i % 50 <> 0, 'Engineer', 'Some bio text about things',
  array['TypeScript', 'Go' || (i % 13)], now() - (i || ' seconds')::interval from generate_series(1, $1) as i`, [n]);
await pool.query('analyze users');
console.log('seeded', n, Date.now() - t, 'ms');
const file = readFileSync('/work/main/server/db/migrations/0006_unverified_accounts.sql', 'utf8');
t = Date.now();
const client = await pool.connect();
await client.query('begin');
for (const statement of file.split('--> statement-breakpoint')) {
  const s = Date.now();
  await client.query(statement);
  console.log((Date.now() - s).toString().padStart(6), 'ms', statement.replace(/^\s*--.*$/gm, '').trim().slice(0, 70).replace(/\n/g, ' '));
}
await client.query('commit');
client.release();
console.log('0006 total', Date.now() - t, 'ms');
const r = await pool.query('select count(*) filter (where first_verified_at is null) as never, (select count(*) from people_words where people < 0) as negative from users');
console.log(r.rows[0]);
const plan = await pool.query(`explain analyze select id from users where status <> 'banned' and banned_at is null and first_verified_at is not null order by created_at desc limit 50`);
console.log(plan.rows.map((x) => x['QUERY PLAN']).join('\n'));
await pool.end();
await admin.query('drop database shipyard_measure_0006');
await admin.end();
