import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

export const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/shipyard_bench';
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchOptions {
  projects: number;
  database: string;
  duration: number;
  connections: number;
  /** Write docs/benchmarks.md (off for a quick look). */
  write: boolean;
  /** Scenario keys to run (`--only project-page,people-search-misspelled`); all when null. Never writes. */
  only: string[] | null;
}

/** `--projects 100000 --database postgres://… --duration 10 --connections 10 [--no-write]` */
export function parseOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      projects: { type: 'string', default: '100000' },
      database: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'no-write': { type: 'boolean', default: false },
      only: { type: 'string' },
    },
    strict: true,
  });
  const projects = Number(values.projects.replaceAll('_', ''));
  if (!Number.isInteger(projects) || projects < 1000 || projects > 1_000_000) {
    throw new Error('--projects must be a whole number from 1,000 to 1,000,000');
  }
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) throw new Error('--duration and --connections must be positive');
  if (!/^postgres(ql)?:\/\//.test(values.database)) throw new Error('--database must be a postgres:// URL');
  const only = values.only ? values.only.split(',').map((key) => key.trim()) : null;
  // A partial run must not replace the whole section of its size.
  return { projects, database: values.database, duration, connections, write: !values['no-write'] && only === null, only };
}

/** The database name of a URL, and the URL of the server's maintenance database beside it. */
export function splitDatabaseUrl(url: string): { name: string; adminUrl: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench database name must be a plain identifier, got "${name}"`);
  if (name === 'postgres' || name === 'template0' || name === 'template1') throw new Error(`refusing to use "${name}" as the bench database`);
  parsed.pathname = '/postgres';
  return { name, adminUrl: parsed.toString() };
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The 1, 5 and 15 minute load averages: figures taken on a busy machine are pessimistic. */
export const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Seconds since `started`, for progress lines. */
export const since = (started: number): string => `${((performance.now() - started) / 1000).toFixed(1)} s`;

export function isMainModule(url: string): boolean {
  return process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === url;
}

/** Stored on the database itself (COMMENT ON DATABASE), so run.ts can report how it was seeded. */
export interface SeedInfo {
  projects: number;
  users: number;
  seconds: number;
  steps: Record<string, number>;
  seededAt: string;
  loadAverage: string;
}

export async function readSeedInfo(client: pg.Client): Promise<SeedInfo | null> {
  const result = await client.query<{ info: string | null }>(
    'select shobj_description(oid, $1) as info from pg_database where datname = current_database()',
    ['pg_database'],
  );
  const text = result.rows[0]?.info;
  if (!text) return null;
  try {
    return JSON.parse(text) as SeedInfo;
  } catch {
    return null;
  }
}

/** PostgreSQL settings as `name=value, …`, for a report's header. */
export async function postgresSettings(client: pg.Client, names: readonly string[]): Promise<string> {
  const { rows } = await client.query<{ name: string; setting: string }>(
    'select name, current_setting(name) as setting from pg_settings where name = any($1) order by name',
    [names],
  );
  return rows.map((row) => `${row.name}=${row.setting}`).join(', ');
}
