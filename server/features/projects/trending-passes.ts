import type { Database } from '../../db/client';
import * as repository from './repository';

/**
 * Trending passes (decision 0004): the view counter's re-scoring of the projects whose view counts
 * moved, in small slices that share the database with the pages read meanwhile.
 */

/**
 * Projects re-scored per transaction. One statement over thousands of projects rewrote their feed
 * rows and indexes for most of a second and stalled every page behind it on disk (issue 12: p99
 * 491 ms at 500 req/s). At 1,000,000 projects a moved project costs about 0.9 ms (its ~4 feed rows,
 * each a new entry in three indexes, mostly full-page images after a checkpoint): a slice of 200
 * held a core for 180 ms; a slice of 50, about 45 ms.
 */
export const RESCORE_SLICE = 50;
/**
 * The most of one database connection's time a pass may take: after each slice it pauses four
 * times as long as the slice took, so the pages served meanwhile share the CPUs with a trickle
 * rather than a burst. A pass of 5,000 moved projects took 65 s at 1M projects under 500 req/s
 * (docs/benchmarks.md): owed scores wait for it, which a trending order can afford.
 */
export const PASS_WORK_SHARE = 0.2;
/**
 * Re-scores the trending of these projects slice by slice, each slice in its own short
 * transaction, pausing after each long enough that the re-scoring uses at most PASS_WORK_SHARE of
 * one database connection's time, and long enough to spread the pass over
 * `spreadOverMs`: the pages read meanwhile keep their latency (the benchmark's background-job
 * scenarios run it under load). Answers how many scores moved.
 */
export async function rescoreTrendingInSlices(
  db: Database,
  ids: readonly string[],
  { spreadOverMs = 0, pause = sleep }: { spreadOverMs?: number; pause?: (ms: number) => Promise<void> } = {},
): Promise<number> {
  const slices = Math.ceil(ids.length / RESCORE_SLICE);
  let moved = 0;
  for (let start = 0; start < ids.length; start += RESCORE_SLICE) {
    const began = performance.now();
    moved += await repository.rescoreTrending(db, ids.slice(start, start + RESCORE_SLICE));
    const took = performance.now() - began;
    if (start + RESCORE_SLICE < ids.length) await pause(Math.max(took * (1 / PASS_WORK_SHARE - 1), spreadOverMs / slices - took));
  }
  return moved;
}

/** For a pass that must finish at once (a flush). */
export const noPause = (): Promise<void> => Promise.resolve();

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
