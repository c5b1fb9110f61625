/**
 * The background work a deployment does while it serves pages (issue 12: "a background-job window
 * is part of the scenario"), run by the bench against the bench database during a paced run, as
 * another process of the deployment would: a trending re-score of many projects (as the view
 * counter does after a burst of views), then a read of the site statistics and of the developer
 * directory's figures (a recount over every row whenever a process's cached figures expired, until
 * migration 0007 made them counters kept with the writes). A scenario with `backgroundJobs` is read
 * against the same scenario without: p99 during the jobs should stay within twice its quiet value.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { appDependencies } from '../server/app-dependencies';
import type { BaseDependencies } from '../server/core/dependencies';
import { openDatabase } from '../server/db/client';
import { siteStats } from '../server/features/feed/service';
import { directoryStats } from '../server/features/people/directory';
import { rescoreTrendingInSlices } from '../server/features/projects/trending-passes';
import { TRENDING_PASS_SPREAD_MS } from '../server/features/projects/view-counter';
import { isMainModule, projectRoot } from './common';

/** How many projects one trending pass re-scores: what 500 new viewers a second leave after 30 s. */
export const RESCORED_PROJECTS = 5_000;

/**
 * What the re-scored projects are given before the window: `one-view` is what a burst of new
 * viewers leaves (one more view each; most scores then move less than VIEW_RESCORE_STEP and are
 * not rewritten); `every-score-moves` gives each enough views to move its score past the step, so
 * every project's feed rows are rewritten: the worst a trending pass can cost.
 */
export type RescoreLoad = 'one-view' | 'every-score-moves';

export interface JobTimes {
  /** When the jobs began and ended, in epoch milliseconds: the load generator splits its window there. */
  startedAt: number;
  endedAt: number;
  trendingMs: number;
  /** How many of the RESCORED_PROJECTS scores moved (and had their feed rows rewritten). */
  moved: number;
  statisticsMs: number;
}

/**
 * Opens the database and gives RESCORED_PROJECTS projects one more view each, as a burst of new
 * viewers would, so that their trending scores are due (before the measured window). `run` then
 * does the jobs once, `delayMs` after it is called (inside the paced window), and says how long
 * each took.
 */
export async function prepareBackgroundJobs(databaseUrl: string, load: RescoreLoad): Promise<{ run(delayMs: number): Promise<JobTimes> }> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  // A tenth more views than the project has, plus 20: always more than 2.9 % of its weight.
  const added = load === 'one-view' ? sql`1` : sql`views_count / 10 + 20`;
  const viewed = await database.db.execute<{ id: string }>(sql`
    with picked as (select id from projects where listed order by random() limit ${RESCORED_PROJECTS})
    update projects set views_count = views_count + ${added} from picked where projects.id = picked.id returning projects.id`);
  const ids = viewed.rows.map((row) => row.id);
  return {
    async run(delayMs) {
      // Fresh dependencies, as an app gets them.
      const base = { database, config: {}, mailer: undefined } as unknown as BaseDependencies;
      const deps = appDependencies(base, pino({ level: 'silent' }));
      try {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        const startedAt = Date.now();
        const trendingStart = performance.now();
        // Spread as the app's view counter spreads its passes.
        const moved = await rescoreTrendingInSlices(database.db, ids, { spreadOverMs: TRENDING_PASS_SPREAD_MS });
        const trendingMs = performance.now() - trendingStart;
        const statisticsStart = performance.now();
        await Promise.all([siteStats(deps), directoryStats(deps)]);
        return { startedAt, endedAt: Date.now(), trendingMs, moved, statisticsMs: performance.now() - statisticsStart };
      } finally {
        await deps.scope.close();
        await database.close();
      }
    },
  };
}

/**
 * The same jobs in a process of their own, as another process of the deployment runs them: in the
 * load generator's process their work and garbage collection delayed requests as they came due,
 * and that delay was counted as the server's latency. Resolves once the child has prepared the
 * projects; `run` tells it to start and resolves with what it measured.
 */
export async function startBackgroundJobsProcess(databaseUrl: string, load: RescoreLoad): Promise<{ run(delayMs: number): Promise<JobTimes> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/background-jobs.ts', databaseUrl, load], { cwd: projectRoot, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error('the background-jobs process ended early');
    return line.value;
  };
  if ((await next()) !== 'ready') throw new Error('the background-jobs process did not get ready');
  return {
    async run(delayMs) {
      child.stdin.write(`${delayMs}\n`);
      const times = JSON.parse(await next()) as JobTimes;
      child.stdin.end();
      return times;
    },
  };
}

// As a script: `node --import tsx bench/background-jobs.ts <database url> <load>`; prepares, says
// "ready", then reads a delay in milliseconds, runs the jobs and prints their times as JSON.
if (isMainModule(import.meta.url)) {
  const [databaseUrl, load] = process.argv.slice(2) as [string, RescoreLoad];
  const jobs = await prepareBackgroundJobs(databaseUrl, load);
  const input = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  console.log('ready');
  const delay = await input.next();
  console.log(JSON.stringify(await jobs.run(Number(delay.value))));
  process.exit(0);
}
