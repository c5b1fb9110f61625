/**
 * Load-tests a seeded database: `node --import tsx bench/run.ts [--database URL] [--duration 10]
 * [--connections 10] [--no-write]`. Starts the real server in its own process (so the load
 * generator does not share its event loop), warms each endpoint up, measures it with autocannon,
 * explains the SQL behind it and writes a section of docs/benchmarks.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../server/test/free-port';
import { type BenchOptions, isMainModule, parseOptions, projectRoot, readSeedInfo, withClient } from './common';
import { perRequest, snapshot } from './cpu';
import { explainScenarios } from './explain';
import { type Environment, type Measured, section, verdict, writeSection } from './report';
import { type Sample, SCENARIOS, type Scenario } from './scenarios';

const WARM_UP_SECONDS = 2;
const SAMPLE_SLUGS = 2000;
const SAMPLE_USERS = 500;

const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

interface StartedServer {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** The server as `npm start` runs it, on the bench database; stopped by its own pid. */
async function startServer(database: string): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shipyard-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: database,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // Every request carries its own X-Forwarded-For: many visitors, as on a real site, so the
      // per-address rate limits (240 searches a minute) and view de-duplication see distinct people.
      // The load generator plays the one proxy in front.
      TRUST_PROXY: '1',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    exited = true;
  });
  const stop = async () => {
    if (!exited && child.pid) process.kill(child.pid, 'SIGTERM');
    const timer = setTimeout(() => !exited && child.pid && process.kill(child.pid, 'SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the server did not become healthy within 180 s');
}

/** Requests for autocannon: paths in turn, each from a new address unless the scenario says one. */
function requestsOf(scenario: Scenario, sample: Sample) {
  const paths = scenario.paths(sample);
  let counter = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request: { headers: Record<string, string> }) => {
        counter += 1;
        const address = scenario.oneAddress ? '10.255.0.1' : `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
        return {
          ...request,
          method: 'GET',
          path: paths[counter % paths.length],
          headers: { ...request.headers, 'x-forwarded-for': address, 'user-agent': 'shipyard-bench' },
        };
      },
    },
  ];
}

async function measure(server: StartedServer, scenario: Scenario, sample: Sample, options: BenchOptions): Promise<Omit<Measured, 'loadAverage'>> {
  const { url } = server;
  await autocannon({ url, connections: options.connections, duration: WARM_UP_SECONDS, requests: requestsOf(scenario, sample) });
  const duration = Math.max(options.duration, scenario.minDuration ?? 0);
  return withClient(options.database, async (client) => {
    const before = await snapshot(server.child.pid ?? 0, client);
    const result = await autocannon({ url, connections: options.connections, duration, timeout: 10, requests: requestsOf(scenario, sample) });
    const after = await snapshot(server.child.pid ?? 0, client);
    return { scenario, result, cpu: perRequest(before, after, result.requests.total) };
  });
}

async function environment(database: string, options: BenchOptions, loadBefore: string): Promise<Environment> {
  return withClient(database, async (client) => {
    const version = await client.query<{ version: string }>("select current_setting('server_version') as version");
    const settings = await client.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from pg_settings where name = any($1) order by name`,
      [['shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost']],
    );
    const tables = await client.query<{ table: string; rows: number; size: string }>(
      `select relname as table, n_live_tup::int as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
       from pg_stat_user_tables where n_live_tup > 0 order by pg_total_relation_size(relid) desc`,
    );
    return {
      date: new Date().toISOString(),
      cpus: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      postgres: `PostgreSQL ${version.rows[0]?.version ?? '?'}`,
      postgresSettings: settings.rows.map((row) => `${row.name}=${row.setting}`).join(', '),
      duration: options.duration,
      connections: options.connections,
      loadBefore,
      loadAfter: loadAverage(),
      tables: tables.rows,
      seed: await readSeedInfo(client),
    };
  });
}

/** Listed projects of public authors, and developers a visitor may see, spread over the tables. */
async function takeSample(database: string): Promise<Sample> {
  return withClient(database, async (client) => {
    const privateAuthor = `exists (select 1 from user_settings s where s.user_id = %s and not s.public_profile)`;
    const slugs = await client.query<{ slug: string }>(
      `select slug from projects p where p.listed and not ${privateAuthor.replace('%s', 'p.user_id')} order by random() limit ${SAMPLE_SLUGS}`,
    );
    const users = await client.query<{ id: string }>(
      `select id from users u where u.status <> 'banned' and u.banned_at is null and not ${privateAuthor.replace('%s', 'u.id')}
       order by random() limit ${SAMPLE_USERS}`,
    );
    if (slugs.rows.length === 0 || users.rows.length === 0) throw new Error('the bench database has no projects or users: run bench/seed.ts first');
    return { slugs: slugs.rows.map((row) => row.slug), userIds: users.rows.map((row) => row.id) };
  });
}

export async function run(options: BenchOptions): Promise<void> {
  const loadBefore = loadAverage();
  console.log(`benchmarking ${options.database}: ${options.connections} connections, ${options.duration} s each (load average ${loadBefore})`);
  const sample = await takeSample(options.database);
  const server = await startServer(options.database);
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  const measured: Measured[] = [];
  const scenarios = options.only ? SCENARIOS.filter((scenario) => options.only?.includes(scenario.key)) : SCENARIOS;
  if (scenarios.length === 0) throw new Error(`--only matches none of: ${SCENARIOS.map((scenario) => scenario.key).join(', ')}`);
  try {
    for (const scenario of scenarios) {
      const row: Measured = { ...(await measure(server, scenario, sample, options)), loadAverage: loadAverage().split(' ')[0] ?? '' };
      measured.push(row);
      const { result, cpu } = row;
      const { latency } = result;
      console.log(
        `${scenario.label.padEnd(66)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  mean ${latency.average.toFixed(2)}  p50 ${latency.p50}  p97.5 ${latency.p97_5}  p99 ${latency.p99} ms  errors ${result.errors + result.timeouts} non-2xx ${result.non2xx}  cpu/req ${cpu.server.toFixed(2)} + ${cpu.database.toFixed(2)} ms  ${verdict(row).text.replaceAll('*', '')}`,
      );
    }
  } finally {
    process.off('SIGINT', stopOnSignal);
    // autocannon drops its connections at the end of a run; let the requests still in the server finish.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await server.stop();
  }
  const plans = await explainScenarios(options.database, scenarios, sample);
  for (const entry of plans) {
    console.log(`\n=== EXPLAIN ${entry.key}`);
    for (const statement of entry.statements) {
      console.log(`${statement.warnings.length ? `⚠ ${statement.warnings.join('; ')}\n` : ''}${statement.text}\n`);
    }
  }
  const env = await environment(options.database, options, loadBefore);
  const projects = env.tables.find((table) => table.table === 'projects')?.rows ?? 0;
  if (options.write) {
    const file = path.join(projectRoot, 'docs', 'benchmarks.md');
    // Sections are keyed by the size asked for, so re-running a size replaces its figures.
    writeSection(file, env.seed?.projects ?? projects, section(env, measured, plans));
    console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
  }
}

if (isMainModule(import.meta.url)) {
  run(parseOptions()).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
