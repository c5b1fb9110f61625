/**
 * Load-tests a seeded database: `node --import tsx bench/run.ts [--database URL] [--duration 10]
 * [--connections 10] [--no-write]`. Starts the real server in its own process (so the load
 * generator does not share its event loop), warms each endpoint up, measures it with autocannon,
 * explains the SQL behind it and writes a section of docs/benchmarks.md.
 */
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureWebBuild } from '../server/build-web';
import { type BenchOptions, isMainModule, loadAverage, parseOptions, postgresSettings, projectRoot, readSeedInfo, withClient } from './common';
import { perRequest, snapshot } from './cpu';
import { explainScenarios } from './explain';
import { type Environment, type Measured, section, verdict, writeSection } from './report';
import { type Sample, SCENARIOS, type Scenario } from './scenarios';
import { type StartedServer, servesWebApp, startServer } from './server';

const WARM_UP_SECONDS = 2;
const SAMPLE_SLUGS = 2000;
const SAMPLE_USERS = 500;

/** The n-th request of a scenario: paths in turn, each from a new address unless the scenario says one. */
export function requestOf(scenario: Scenario, sample: Sample): (index: number) => { path: string; headers: Record<string, string> } {
  const paths = scenario.paths(sample);
  return (index) => {
    const address = scenario.oneAddress ? '10.255.0.1' : `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    return {
      path: paths[index % paths.length] ?? '/',
      headers: {
        'x-forwarded-for': address,
        'user-agent': 'shipyard-bench',
        // As a browser asks, for a page and for the web app's API calls alike: the cost of
        // compressing an answer is part of serving it, and so is the smaller body it sends.
        'accept-encoding': 'gzip, deflate, br',
        ...(scenario.html ? { accept: 'text/html,application/xhtml+xml' } : {}),
      },
    };
  };
}

/** The same requests for autocannon. */
function requestsOf(scenario: Scenario, sample: Sample) {
  const next = requestOf(scenario, sample);
  let counter = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request: { headers: Record<string, string> }) => {
        counter += 1;
        const { path, headers } = next(counter);
        return { ...request, method: 'GET', path, headers: { ...request.headers, ...headers } };
      },
    },
  ];
}

/** Closed-loop load on one scenario: autocannon's figures and the CPU per request of server and database. */
export async function measure(
  server: StartedServer,
  scenario: Scenario,
  sample: Sample,
  options: Pick<BenchOptions, 'database' | 'connections' | 'duration'>,
  /** One round of several (paced-run.ts): no warm-up but the first's, and `options.duration` as given. */
  round?: { first: boolean },
): Promise<Omit<Measured, 'loadAverage'>> {
  const { url } = server;
  if (!round || round.first) await autocannon({ url, connections: options.connections, duration: WARM_UP_SECONDS, requests: requestsOf(scenario, sample) });
  const duration = round ? options.duration : Math.max(options.duration, scenario.minDuration ?? 0);
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
      postgresSettings: await postgresSettings(client, ['shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost']),
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
export async function takeSample(database: string): Promise<Sample> {
  return withClient(database, async (client) => {
    const privateAuthor = `exists (select 1 from user_settings s where s.user_id = %s and not s.public_profile)`;
    const slugs = await client.query<{ slug: string }>(
      `select slug from projects p where p.listed and not ${privateAuthor.replace('%s', 'p.user_id')} order by random() limit ${SAMPLE_SLUGS}`,
    );
    const users = await client.query<{ id: string }>(
      // As the app shows people (people/policy.ts): not banned and verified once; never-verified
      // accounts answer 404, which made the profile row fail with 2-3 % non-2xx answers.
      `select id from users u where u.status <> 'banned' and u.banned_at is null and u.first_verified_at is not null
         and not ${privateAuthor.replace('%s', 'u.id')}
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
  // Built here, not inside the measured server, so the HTML scenarios have an app to serve and the
  // server's memory and start-up are those of a deployment built ahead of time.
  await ensureWebBuild();
  const server = await startServer({
    DATABASE_URL: options.database,
    // Every request carries its own X-Forwarded-For: many visitors, as on a real site, so the
    // per-address rate limits (240 searches a minute) and view de-duplication see distinct people.
    // The load generator plays the one proxy in front.
    TRUST_PROXY: '1',
  });
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  const measured: Measured[] = [];
  // A scenario with background jobs needs the paced harness (paced-run.ts), which runs them.
  let scenarios = (options.only ? SCENARIOS.filter((scenario) => options.only?.includes(scenario.key)) : SCENARIOS).filter((scenario) => !scenario.backgroundJobs);
  if (scenarios.length === 0) throw new Error(`--only matches none of: ${SCENARIOS.map((scenario) => scenario.key).join(', ')}`);
  if (!(await servesWebApp(server.url))) {
    console.log('the server does not serve the web app: skipping the HTML page scenarios');
    scenarios = scenarios.filter((scenario) => !scenario.html);
  }
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
