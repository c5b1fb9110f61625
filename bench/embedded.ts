/**
 * `npm run bench -- --embedded [--rates 100,200,300] [--duration 15] [--no-write]` (issue 12,
 * decision 0029): the embedded database, as `npm install && npm start && npm run seed` leaves a
 * site, under paced API load, with the favicon as a probe of the event loop: a static file needs no
 * database, so its latency is the time a request waits for the loop. Run with the engine in its
 * worker thread (the default) and on the main thread (`EMBEDDED_DATABASE_THREAD=off`), alternating,
 * so that the two are measured on the same machine in the same minutes.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureWebBuild } from '../server/build-web';
import { isMainModule, loadAverage, projectRoot } from './common';
import { type PacedResult, runPaced } from './paced';
import { writeSection } from './report';
import { newDataDir, seedDemoData, startServer } from './server';

interface EmbeddedOptions {
  rates: number[];
  duration: number;
  probeRate: number;
  write: boolean;
}

export function parseEmbeddedOptions(argv: string[]): EmbeddedOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      embedded: { type: 'boolean' },
      rates: { type: 'string', default: '100,200,300' },
      duration: { type: 'string', default: '15' },
      'probe-rate': { type: 'string', default: '20' },
      'no-write': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const rates = values.rates.split(',').map(Number);
  if (rates.some((rate) => !(rate > 0 && rate <= 5_000))) throw new Error('--rates: requests per second from 1 to 5,000, comma-separated');
  const [duration, probeRate] = [Number(values.duration), Number(values['probe-rate'])];
  if (!(duration > 0 && probeRate > 0)) throw new Error('--duration and --probe-rate must be positive');
  return { rates, duration, probeRate, write: !values['no-write'] };
}

/** A visitor's API calls, in turn: both feeds, a project, people search, the statistics. */
function visitorCalls(projectIds: string[]) {
  const paths = ['/api/projects?sort=newest&limit=12', '/api/projects?sort=trending&limit=12', '/api/users/search?q=dev', '/api/stats'];
  return (index: number) => {
    const path = index % 5 === 4 ? `/api/projects/${projectIds[index % projectIds.length]}` : (paths[index % 5] as string);
    // A different client address each time, so that no rate limit answers instead of the app.
    return { path, headers: { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` } };
  };
}

interface Row {
  thread: 'on' | 'off';
  rate: number;
  load: PacedResult;
  probe: PacedResult;
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function line(row: Row): string {
  const { load, probe } = row;
  return `| ${row.thread === 'on' ? 'worker thread' : 'main thread'} | ${row.rate} | ${Math.round(load.achievedRate)} | ${ms(load.latency.p50)} / ${ms(load.latency.p99)} | ${ms(probe.latency.p50)} | ${ms(probe.latency.p99)} | ${ms(probe.latency.max)} | ${load.errors + load.non2xx + probe.errors + probe.non2xx} |`;
}

export async function runEmbeddedBench(options: EmbeddedOptions): Promise<void> {
  const loadBefore = loadAverage();
  await ensureWebBuild();
  const dataDirs = { on: newDataDir(), off: newDataDir() };
  await seedDemoData(dataDirs.on);
  await seedDemoData(dataDirs.off);
  const rows: Row[] = [];
  for (const rate of options.rates) {
    for (const thread of ['on', 'off'] as const) {
      // The same seeded directory for each rate.
      const server = await startServer({ DATABASE_URL: '', TRUST_PROXY: '1', EMBEDDED_DATABASE_THREAD: thread }, dataDirs[thread], { keepDataDir: true });
      try {
        const feed = (await (await fetch(`${server.url}/api/projects?limit=24`)).json()) as { id: string }[];
        if (feed.length === 0) throw new Error('the demo data has no projects: did npm run seed fail?');
        const calls = visitorCalls(feed.map((item) => item.id));
        // Warm-up: the first statements of each kind are planned and cached.
        await runPaced({ url: server.url, rate: 50, durationSeconds: 2, connections: 20, request: calls });
        const [load, probe] = await Promise.all([
          runPaced({ url: server.url, rate, durationSeconds: options.duration, connections: 100, request: calls }),
          runPaced({ url: server.url, rate: options.probeRate, durationSeconds: options.duration, connections: 10, request: () => ({ path: '/favicon.svg' }) }),
        ]);
        const row = { thread, rate, load, probe };
        rows.push(row);
        console.log(line(row));
      } finally {
        await server.stop();
      }
    }
  }
  for (const dataDir of Object.values(dataDirs)) rmSync(dataDir, { recursive: true, force: true });
  const body = [
    `## Embedded database: the event loop under load — ${new Date().toISOString().slice(0, 10)}`,
    '',
    `- Command: \`npm run bench -- --embedded --rates ${options.rates.join(',')} --duration ${options.duration}\` (no PostgreSQL needed).`,
    `- Load average (1, 5, 15 min) before: ${loadBefore}; after: ${loadAverage()}.`,
    `- The server as \`npm start\` runs it on the embedded database with the demo data of \`npm run seed\`, paced API load (both feeds, a project, people search, the statistics, in turn) at each rate, and at the same time the favicon (\`/favicon.svg\`, a static file) at ${options.probeRate} requests per second as a probe: a static file waits only for the event loop. Worker thread (decision 0029) and main thread (\`EMBEDDED_DATABASE_THREAD=off\`) alternate at each rate. Latency in ms from when each request was due (bench/paced.ts).`,
    '',
    '| database engine on | API req/s sent | API achieved | API p50 / p99 | favicon p50 | favicon p99 | favicon max | errors + non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(line),
  ].join('\n');
  if (options.write) {
    const file = path.join(projectRoot, 'docs', 'benchmarks.md');
    writeSection(file, 'embedded', body);
    console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
  }
}

if (isMainModule(import.meta.url)) {
  runEmbeddedBench(parseEmbeddedOptions(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
