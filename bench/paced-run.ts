/**
 * `npm run bench -- --paced [--rate 500] [--duration 20] [--connections 10] [--only feed-newest,…]
 * [--database URL] [--no-write]` (issue 12): each scenario under open-loop paced load (bench/paced.ts)
 * beside a Fastify hello-world measured in the same run (bench/hello-world.ts). Per scenario:
 * closed-loop throughput as a share of the hello-world's, CPU milliseconds per request of the
 * server and the database, and the paced latency from when each request was due. Runs on the
 * database `bench/seed.ts` made; writes the "Paced load" section of docs/benchmarks.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureWebBuild } from '../server/build-web';
import { DEFAULT_DATABASE, isMainModule, loadAverage, postgresSettings, projectRoot, withClient } from './common';
import { perRequest, snapshot } from './cpu';
import { startHelloWorld } from './hello-world';
import { type JobTimes, startBackgroundJobsProcess } from './background-jobs';
import { type PacedResult, type PacedSample, runPaced, splitLatency } from './paced';
import { writeSection } from './report';
import { measure, requestOf, takeSample } from './run';
import { type Sample, SCENARIOS, type Scenario } from './scenarios';
import { servesWebApp, startServer } from './server';

interface PacedOptions {
  database: string;
  rate: number;
  duration: number;
  connections: number;
  only: string[] | null;
  write: boolean;
}

interface Spread {
  median: number;
  low: number;
  high: number;
}

interface Row {
  label: string;
  closedRate: number;
  /** The hello-world's closed-loop rate in the rounds beside this row's (issue 12: ratios side by side); medians. */
  helloRate: number;
  /** The endpoint's closed-loop rate over the hello-world's in each round: median and range. */
  share: Spread;
  /**
   * CPU ms per request in the closed loops: the hello-world's over the endpoint's (server + database).
   * The throughput share moves with whatever else holds the CPUs; this one hardly does.
   */
  cpuShare: Spread;
  cpu: { server: number; database: number };
  paced: PacedResult;
  /** 1-minute load average before and after the row's runs. */
  load: { before: string; after: string };
}

export function parsePacedOptions(argv: string[]): PacedOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      paced: { type: 'boolean' },
      rate: { type: 'string', default: '500' },
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '10' },
      only: { type: 'string' },
      database: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE },
      'no-write': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const [rate, duration, connections] = [Number(values.rate), Number(values.duration), Number(values.connections)];
  if (!(rate > 0 && rate <= 20_000)) throw new Error('--rate must be from 1 to 20,000 requests per second');
  if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) throw new Error('--duration and --connections must be positive');
  const only = values.only ? values.only.split(',').map((key) => key.trim()) : null;
  return { database: values.database, rate, duration, connections, only, write: !values['no-write'] };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
/** The median round, and the lowest and highest round unless every round was the same. */
const spread = ({ median, low, high }: Spread) => (low === high ? percent(median) : `${percent(median)}; ${(low * 100).toFixed(1)}–${percent(high)}`);

function line(row: Row): string {
  const { latency } = row.paced;
  return `| ${row.label} | ${Math.round(row.closedRate)} / ${Math.round(row.helloRate)} (${spread(row.share)}) | ${spread(row.cpuShare)} | ${row.cpu.server.toFixed(2)} + ${row.cpu.database.toFixed(2)} | ${Math.round(row.paced.achievedRate)} | ${ms(latency.p50)} | ${ms(latency.p95)} | ${ms(latency.p99)} | ${ms(latency.max)} | ${row.paced.errors + row.paced.non2xx} | ${row.load.before} → ${row.load.after} |`;
}

/**
 * What the jobs did, and the p99 of the requests due while they ran beside that of the rest of the
 * same window: one server, one warm cache and one load average, so the ratio shows what the jobs
 * cost rather than how two runs a minute apart differ (issue 12: at most 2×).
 */
function jobsSummary(jobs: JobTimes, samples: readonly PacedSample[]): string {
  const { inside, outside } = splitLatency(samples, jobs.startedAt, jobs.endedAt);
  const ratio = outside.p99 > 0 ? ` = ${(inside.p99 / outside.p99).toFixed(1)}×` : '';
  return (
    `re-score ${Math.round(jobs.trendingMs)} ms, ${jobs.moved.toLocaleString('en')} scores moved, recount ${Math.round(jobs.statisticsMs)} ms, from 3 s in; ` +
    `p99 of the ${inside.count.toLocaleString('en')} requests due while they ran ${ms(inside.p99)} against ${ms(outside.p99)} for the other ${outside.count.toLocaleString('en')} of the window${ratio}`
  );
}

const oneMinuteLoad = () => loadAverage().split(' ')[0] ?? '?';

export async function runPacedBench(options: PacedOptions): Promise<void> {
  const loadBefore = loadAverage();
  const scenarios = options.only ? SCENARIOS.filter((scenario) => options.only?.includes(scenario.key)) : SCENARIOS;
  if (scenarios.length === 0) throw new Error(`--only matches none of: ${SCENARIOS.map((scenario) => scenario.key).join(', ')}`);
  const sample = await takeSample(options.database);
  await ensureWebBuild();
  const server = await startServer({ DATABASE_URL: options.database, TRUST_PROXY: '1' });
  const hello = await startHelloWorld();
  const settings = await withClient(options.database, (client) => postgresSettings(client, TAIL_SETTINGS));
  const rows: Row[] = [];
  try {
    // The hello-world's closed loop is measured again in every round of every scenario, so each
    // share compares two figures taken seconds apart on a machine whose load moves (issue 12).
    const helloClosed = (duration = options.duration) =>
      withClient(options.database, async (client) => {
        const before = await snapshot(hello.child.pid ?? 0, client);
        const result = await autocannon({ url: hello.url, connections: options.connections, duration });
        const after = await snapshot(hello.child.pid ?? 0, client);
        return { rate: result.requests.average, cpu: { server: perRequest(before, after, result.requests.total).server, database: 0 } };
      });
    const helloLoadBefore = oneMinuteLoad();
    const first = await helloClosed();
    const helloPaced = await runPaced({ url: hello.url, rate: options.rate, durationSeconds: options.duration, connections: options.connections * 5, request: () => ({ path: '/' }) });
    const helloRow: Row = {
      label: 'Fastify hello-world (`GET /`, same machine, same run)',
      closedRate: first.rate,
      helloRate: first.rate,
      share: { median: 1, low: 1, high: 1 },
      cpuShare: { median: 1, low: 1, high: 1 },
      cpu: first.cpu,
      paced: helloPaced,
      load: { before: helloLoadBefore, after: oneMinuteLoad() },
    };
    rows.push(helloRow);
    console.log(line(helloRow));

    const webApp = await servesWebApp(server.url);
    for (const scenario of scenarios.filter((candidate) => webApp || !candidate.html)) {
      const before = oneMinuteLoad();
      const seconds = roundSeconds(options, scenario);
      const closed = await alternatingClosedLoops(helloClosed, (round) => measure(server, scenario, sample, { ...options, duration: seconds }, round), seconds);
      const paced = await pacedWithCpu(server.child.pid ?? 0, options, scenario, sample, server.url);
      const label = paced.jobs ? `${scenario.label} (${jobsSummary(paced.jobs, paced.result.samples ?? [])})` : scenario.label;
      const row: Row = { label, ...closed, cpu: paced.cpu, paced: paced.result, load: { before, after: oneMinuteLoad() } };
      rows.push(row);
      console.log(line(row));
    }
  } finally {
    await hello.stop();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await server.stop();
  }
  const body = [
    `## Paced load beside a hello-world — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `- Command: \`npm run bench -- --paced --rate ${options.rate} --duration ${options.duration} --connections ${options.connections}${options.only ? ` --only ${options.only.join(',')}` : ''}\` on the database \`bench/seed.ts\` made.`,
    `- Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}. PostgreSQL: ${settings} (the app's connections run with jit off).`,
    `- "Closed loop": autocannon, ${options.connections} connections, ${ROUNDS} rounds of ${Math.max(2, Math.round(options.duration / ROUNDS))} s (longer for a scenario that needs a longer window) against the hello-world and then the endpoint in turn: the share is the median of the rounds' shares, then the lowest and highest round; "share by CPU ms/req" is the hello-world's CPU time per request over the endpoint's (server + PostgreSQL) in those closed loops, which other work on the machine hardly moves. "CPU ms/req": server + PostgreSQL backends during the paced run (/proc), which does not grow when other work holds the CPUs. "Paced": ${options.rate} requests per second sent evenly (the people searches at the 300 their target names) (bench/paced.ts), latency in ms from when each request was due, so a stall counts for every request behind it. "Load": the 1-minute load average before and after the row.`,
    '',
    '| endpoint | closed loop req/s: endpoint / hello-world (share) | share by CPU ms/req | CPU ms/req (paced) | paced: achieved req/s | p50 | p95 | p99 | max | errors + non-2xx | load |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((row) => line(row)),
  ].join('\n');
  if (options.write) {
    const file = path.join(projectRoot, 'docs', 'benchmarks.md');
    writeSection(file, 'paced', body);
    console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
  }
}

/**
 * Closed loops of the hello-world and of the endpoint take turns, ROUNDS times: on this shared
 * machine the hello-world's own rate moved from 29,000 to 52,000 req/s within one run (issue 12),
 * so one pair measured a few seconds apart could put the share anywhere from 30 to 47 %. Each
 * round's share compares two loops seconds apart; the row reports the median round and the range.
 */
export const ROUNDS = 5;

const roundSeconds = (options: PacedOptions, scenario: Scenario) => Math.max(2, Math.round(Math.max(options.duration, scenario.minDuration ?? 0) / ROUNDS));

type ClosedLoop = { rate: number; cpu: { server: number; database: number } };

async function alternatingClosedLoops(
  hello: (seconds: number) => Promise<ClosedLoop>,
  endpoint: (round: { first: boolean }) => Promise<{ result: { requests: { average: number } }; cpu: { server: number; database: number } }>,
  seconds: number,
): Promise<Pick<Row, 'closedRate' | 'helloRate' | 'share' | 'cpuShare'>> {
  const rounds: { closedRate: number; helloRate: number; share: number; cpuShare: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const helloRound = await hello(seconds);
    const closed = await endpoint({ first: round === 0 });
    rounds.push({
      closedRate: closed.result.requests.average,
      helloRate: helloRound.rate,
      share: closed.result.requests.average / helloRound.rate,
      cpuShare: helloRound.cpu.server / Math.max(1e-6, closed.cpu.server + closed.cpu.database),
    });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const range = (values: number[]) => ({ low: Math.min(...values), high: Math.max(...values), median: median(values) });
  return {
    closedRate: median(rounds.map((round) => round.closedRate)),
    helloRate: median(rounds.map((round) => round.helloRate)),
    share: range(rounds.map((round) => round.share)),
    cpuShare: range(rounds.map((round) => round.cpuShare)),
  };
}

/**
 * The settings that decide how background writes show in the tail (decision 0004). Not `jit`: the
 * bench's own connection would report the server default, and the app's connections turn it off.
 */
const TAIL_SETTINGS = ['shared_buffers', 'max_wal_size', 'checkpoint_timeout', 'wal_compression', 'synchronous_commit'];

async function pacedWithCpu(serverPid: number, options: PacedOptions, scenario: Scenario, sample: Sample, url: string) {
  const jobs = scenario.backgroundJobs ? await startBackgroundJobsProcess(options.database, scenario.backgroundJobs) : null;
  return withClient(options.database, async (client) => {
    const before = await snapshot(serverPid, client);
    // The jobs start a few seconds into the window, so the quiet part is measured as well.
    const jobTimes = jobs?.run(3_000);
    const result = await runPaced({
      url,
      rate: scenario.pacedRate ?? options.rate,
      durationSeconds: Math.max(options.duration, scenario.minDuration ?? 0),
      // Enough sockets that a stall queues requests in the server, as a crowd of browsers would.
      connections: options.connections * 5,
      request: requestOf(scenario, sample),
      keepSamples: jobs !== null,
    });
    const after = await snapshot(serverPid, client);
    const times = await jobTimes;
    if (times) console.log(`  background jobs: trending re-score ${Math.round(times.trendingMs)} ms (${times.moved} scores moved), statistics recount ${Math.round(times.statisticsMs)} ms`);
    return { result, cpu: perRequest(before, after, result.sent), jobs: times };
  });
}

if (isMainModule(import.meta.url)) {
  runPacedBench(parsePacedOptions(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
