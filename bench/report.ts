/** The Markdown section run.ts writes into docs/benchmarks.md, one per dataset size. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Result } from 'autocannon';
import type { SeedInfo } from './common';
import type { ScenarioPlans } from './explain';
import type { Scenario } from './scenarios';

export interface Measured {
  scenario: Scenario;
  result: Result;
  /** CPU milliseconds per request: the server process, and the PostgreSQL backends. */
  cpu: { server: number; database: number };
  loadAverage: string;
}

export interface Environment {
  date: string;
  cpus: number;
  memoryGiB: number;
  node: string;
  postgres: string;
  postgresSettings: string;
  duration: number;
  connections: number;
  loadBefore: string;
  loadAfter: string;
  tables: { table: string; rows: number; size: string }[];
  seed: SeedInfo | null;
}

const thousands = (value: number): string => value.toLocaleString('en-US');

/** Whether the run met its latency target, and had no failed or non-2xx response. */
export function verdict(measured: Measured): { ok: boolean; text: string } {
  const { scenario, result } = measured;
  const value = result.latency[scenario.target.metric];
  const failures = result.errors + result.timeouts + result.non2xx;
  const ok = value <= scenario.target.ms && failures === 0 && result['2xx'] > 0;
  const name = scenario.target.metric === 'p99' ? 'p99' : 'p97.5';
  return { ok, text: `${name} ≤ ${scenario.target.ms} ms: ${ok ? '**pass**' : '**FAIL**'}${failures > 0 ? ' (failed responses)' : ''}` };
}

/** The SQL of one request, run alone: total execution time, and whether every plan is index-served. */
function sqlSummary(plans: ScenarioPlans | undefined): { time: string; plan: string } {
  if (!plans) return { time: '–', plan: '–' };
  const time = plans.statements.reduce((sum, statement) => sum + statement.executionMs, 0);
  const flagged = plans.statements.filter((statement) => statement.warnings.length > 0).length;
  return { time: time.toFixed(2), plan: flagged === 0 ? 'index' : `⚠ ${flagged} of ${plans.statements.length}` };
}

function resultsTable(rows: Measured[], plans: ScenarioPlans[]): string[] {
  const lines = [
    '| endpoint | req/s | mean ms | p50 ms | p90 ms | p97.5 ms | p99 ms | max ms | errors / non-2xx | load avg (1 min) | CPU ms/req: server + db | SQL ms, alone | plans | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const measured of rows) {
    const { scenario, result } = measured;
    const { latency } = result;
    const sql = sqlSummary(plans.find((entry) => entry.key === scenario.key));
    lines.push(
      `| ${scenario.label} | ${thousands(Math.round(result.requests.average))} | ${latency.average.toFixed(2)} | ${latency.p50} | ${latency.p90} | ${latency.p97_5} | ${latency.p99} | ${latency.max} | ${result.errors + result.timeouts} / ${result.non2xx} | ${measured.loadAverage} | ${measured.cpu.server.toFixed(2)} + ${measured.cpu.database.toFixed(2)} | ${sql.time} | ${sql.plan} | ${verdict(measured).text} |`,
    );
  }
  return lines;
}

function deepPages(rows: Measured[]): string[] {
  const lines = [
    '| sort | page 1 mean ms | page 50 mean ms | ratio | target ≤ 1.5× | CPU ms/req page 1 → page 50 (ratio; load-independent) |',
    '|---|---:|---:|---:|---|---|',
  ];
  for (const deep of rows.filter((row) => row.scenario.deepPageOf)) {
    const first = rows.find((row) => row.scenario.key === deep.scenario.deepPageOf);
    if (!first) continue;
    const ratio = deep.result.latency.average / first.result.latency.average;
    const cpu = (row: Measured) => row.cpu.server + row.cpu.database;
    lines.push(
      `| ${first.scenario.label.replace(', page 1', '')} | ${first.result.latency.average.toFixed(2)} | ${deep.result.latency.average.toFixed(2)} | ${ratio.toFixed(2)}× | ${ratio <= 1.5 ? '**pass**' : '**FAIL**'} | ${cpu(first).toFixed(2)} → ${cpu(deep).toFixed(2)} (${(cpu(deep) / cpu(first)).toFixed(2)}×) |`,
    );
  }
  return lines;
}

function plansBlock(rows: Measured[], plans: ScenarioPlans[]): string[] {
  const lines: string[] = ['<details>', '<summary>EXPLAIN (ANALYZE, BUFFERS) of the SQL behind each endpoint (abbreviated)</summary>', ''];
  for (const entry of plans) {
    const label = rows.find((row) => row.scenario.key === entry.key)?.scenario.label ?? entry.key;
    lines.push(`#### ${label}`, '');
    entry.statements.forEach((statement, index) => {
      const flag = statement.warnings.length > 0 ? ` — ⚠ ${statement.warnings.join('; ')}` : ' — index-served';
      lines.push(`Statement ${index + 1}${flag}`, '', '```', statement.sql, '', statement.text, '```', '');
    });
  }
  lines.push('</details>');
  return lines;
}

export function section(env: Environment, rows: Measured[], plans: ScenarioPlans[]): string {
  const projects = env.tables.find((table) => table.table === 'projects')?.rows ?? 0;
  const seed = env.seed;
  const lines = [
    `## ${thousands(projects)} projects — ${env.date.slice(0, 10)}`,
    '',
    `- Machine: ${env.cpus} CPUs, ${env.memoryGiB} GiB RAM; Node ${env.node}; ${env.postgres} (${env.postgresSettings}).`,
    `- Load average (1, 5, 15 min) before the run: ${env.loadBefore}; after: ${env.loadAfter}. The machine was shared with other work, see the per-endpoint column.`,
    `- Load: autocannon, ${env.connections} connections, ${env.duration} s per endpoint (cached ones: longer than their cache lifetime) after a 2 s warm-up, against the real server (\`node --import tsx server/main.ts\`, a separate process) on PostgreSQL; every request from a new client address. Latencies are whole milliseconds (autocannon's histogram resolution); the mean is exact. "CPU ms/req" is the CPU time of the server process and of the PostgreSQL backends per request (from /proc): unlike latency, it does not grow while other work holds the CPUs. "SQL ms, alone" is the sum of EXPLAIN ANALYZE execution times of the statements of one request, run after the load; "plans" says whether they are all index-served.`,
    seed
      ? `- Seed: ${thousands(seed.projects)} projects, ${thousands(seed.users)} users in ${seed.seconds} s (load average then ${seed.loadAverage}; ${Object.entries(seed.steps)
          .filter(([name]) => !/^(index|primary key|foreign key) /.test(name))
          .map(([name, seconds]) => `${name} ${seconds} s`)
          .join(', ')}).`
      : '- Seed: unknown (the database carries no seed comment).',
    '',
    '| table | rows | size |',
    '|---|---:|---:|',
    ...env.tables.map((table) => `| ${table.table} | ${thousands(table.rows)} | ${table.size} |`),
    '',
  ];
  for (const name of [...new Set(rows.map((row) => row.scenario.section))]) {
    lines.push(`### ${name}`, '', ...resultsTable(rows.filter((row) => row.scenario.section === name), plans), '');
  }
  lines.push('### Deep pages (feed page 50 vs page 1, mean latency)', '', ...deepPages(rows), '');
  lines.push(...plansBlock(rows, plans), '');
  return lines.join('\n');
}

const HEADER = `# Benchmarks

Produced by \`bench/\` (see bench/README.md): \`npm run bench -- --projects 100000\` seeds a dataset
and measures it; each dataset size has its own section below, replaced when that size is run again.
`;

/** Replaces the section of `key` (a dataset size, or a scenario such as `web`) between its markers, or appends it. */
export function writeSection(file: string, key: number | string, body: string): void {
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}` : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
