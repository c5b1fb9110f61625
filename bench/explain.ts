/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL behind each scenario: the scenario's service call runs
 * once against a drizzle instance whose logger records every statement, then each recorded
 * statement is explained inside a transaction that is rolled back (a project page writes a view).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { appDependencies } from '../server/app-dependencies';
import type { BaseDependencies } from '../server/core/dependencies';
import type { Database } from '../server/db/client';
import type { AppScope } from '../server/platform/app-scope';
import * as schema from '../server/db/schema';
import type { Sample, Scenario } from './scenarios';

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Subplan Name'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Sort Key'?: string[];
  'Sort Method'?: string;
  'Plan Rows': number;
  'Actual Rows': number;
  'Actual Loops': number;
  'Actual Total Time': number;
  'Rows Removed by Filter'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export interface StatementPlan {
  sql: string;
  text: string;
  executionMs: number;
  /** Why the plan does not look index-served (empty when it does). */
  warnings: string[];
}

export interface ScenarioPlans {
  key: string;
  statements: StatementPlan[];
}

/** Tables big enough that reading them whole, or sorting many of their rows, would not scale. */
const BIG_TABLES = new Set(['projects', 'project_categories', 'project_likes', 'comments', 'users', 'follows', 'project_media']);
const MANY_ROWS = 1000;

const clip = (text: string, length = 110): string => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

function render(node: PlanNode, depth: number, lines: string[], warnings: string[]): void {
  const rows = node['Actual Rows'] * node['Actual Loops'];
  const label = [
    node['Parent Relationship'] === 'SubPlan' || node['Parent Relationship'] === 'InitPlan' ? `[${node['Subplan Name'] ?? 'SubPlan'}] ` : '',
    node['Node Type'],
    node['Index Name'] ? ` using ${node['Index Name']}` : '',
    node['Relation Name'] ? ` on ${node['Relation Name']}` : '',
  ].join('');
  const buffers = `hit=${node['Shared Hit Blocks'] ?? 0} read=${node['Shared Read Blocks'] ?? 0}`;
  const removed = node['Rows Removed by Filter'] ? ` removed by filter=${node['Rows Removed by Filter']}` : '';
  const stats = `(rows=${node['Actual Rows']} loops=${node['Actual Loops']} time=${node['Actual Total Time'].toFixed(3)} ms${removed}; ${buffers})`;
  lines.push(`${'  '.repeat(depth)}${depth > 0 ? '-> ' : ''}${label}  ${stats}`);
  const condition = node['Index Cond'] ?? node['Recheck Cond'];
  if (condition) lines.push(`${'  '.repeat(depth + 2)}cond: ${clip(condition)}`);
  if (node.Filter) lines.push(`${'  '.repeat(depth + 2)}filter: ${clip(node.Filter)}`);
  if (node['Sort Key']) lines.push(`${'  '.repeat(depth + 2)}sort: ${clip(node['Sort Key'].join(', '))} (${node['Sort Method'] ?? ''})`);

  const relation = node['Relation Name'];
  const scanned = (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'];
  if (node['Node Type'] === 'Seq Scan' && relation && BIG_TABLES.has(relation) && scanned > MANY_ROWS) {
    warnings.push(`sequential scan of ${relation} (${scanned} rows read, ${rows} kept)`);
  }
  if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
    const input = (node.Plans ?? []).reduce((sum, child) => sum + child['Actual Rows'] * child['Actual Loops'], 0);
    if (input > MANY_ROWS) warnings.push(`sorts ${input} rows (order not taken from an index)`);
  }
  if ((node['Rows Removed by Filter'] ?? 0) * node['Actual Loops'] > 10 * MANY_ROWS && relation && BIG_TABLES.has(relation)) {
    warnings.push(`filters out ${(node['Rows Removed by Filter'] ?? 0) * node['Actual Loops']} rows of ${relation}`);
  }
  for (const child of node.Plans ?? []) render(child, depth + 1, lines, warnings);
}

/** A database handle that runs queries normally and records each statement with its parameters. */
function capturingDatabase(pool: pg.Pool, captured: { sql: string; params: unknown[] }[]): Database {
  const logger = { logQuery: (sql: string, params: unknown[]) => void captured.push({ sql, params }) };
  return drizzle(pool, { schema, casing: 'snake_case', logger }) as unknown as Database;
}

export async function explainScenarios(url: string, scenarios: Scenario[], sample: Sample): Promise<ScenarioPlans[]> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const client = await pool.connect();
  const results: ScenarioPlans[] = [];
  // Closed at the end, after the plans: a view counter's batch is not one of the page's statements.
  const scopes: AppScope[] = [];
  try {
    for (const scenario of scenarios) {
      if (!scenario.replay) continue;
      const captured: { sql: string; params: unknown[] }[] = [];
      // One replay hears no other process: a cache that follows notifications (the people
      // vocabulary) listens to nothing here, and starts empty as in a new app.
      const listen: BaseDependencies['database']['listen'] = async () => async () => {};
      const database = { db: capturingDatabase(pool, captured), kind: 'postgres', stats: { queries: 0, querySeconds: 0 }, listen } as unknown as BaseDependencies['database'];
      // Dependencies of its own, as an app gets them: caches start empty, so the replay sends the
      // statements a cold app does.
      const config = { sessionSecret: 'bench-explain-'.padEnd(40, 'x'), metrics: { host: '127.0.0.1' } } as unknown as BaseDependencies['config'];
      const deps = appDependencies({ database, config, mailer: undefined as unknown as BaseDependencies['mailer'] }, pino({ level: 'silent' }));
      scopes.push(deps.scope);
      await scenario.replay(deps, sample);
      const statements: StatementPlan[] = [];
      await client.query('begin');
      try {
        for (const { sql, params } of captured) {
          if (/^\s*(begin|commit|rollback)\b/i.test(sql)) continue;
          // Session settings a statement depends on (the trigram threshold) are applied, not explained.
          if (/set_config\(/i.test(sql)) {
            await client.query(sql, params);
            continue;
          }
          const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }] }>(
            `explain (analyze, buffers, format json) ${sql}`,
            params,
          );
          const plan = explained.rows[0]?.['QUERY PLAN'][0];
          if (!plan) continue;
          const lines: string[] = [];
          const warnings: string[] = [];
          render(plan.Plan, 0, lines, warnings);
          lines.push(`Planning ${plan['Planning Time'].toFixed(3)} ms, execution ${plan['Execution Time'].toFixed(3)} ms`);
          statements.push({ sql: clip(sql.replace(/\s+/g, ' '), 400), text: lines.join('\n'), executionMs: plan['Execution Time'], warnings });
        }
      } finally {
        await client.query('rollback');
      }
      results.push({ key: scenario.key, statements });
    }
  } finally {
    for (const scope of scopes) await scope.close();
    client.release();
    await pool.end();
  }
  return results;
}
