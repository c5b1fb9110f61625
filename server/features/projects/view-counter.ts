import type { DatabaseHandle } from '../../db/client';
import type { AppDependencies } from '../../core/dependencies';
import { appService } from '../../platform/app-scope';
import { type Jobs, jobsOf } from '../../platform/metrics/jobs';
import * as repository from './repository';
import { noPause, rescoreTrendingInSlices } from './trending-passes';

/**
 * Counts project views in batches (decision 0012). A new view costs the request one indexed
 * look-up and no write: it waits here, at most FLUSH_DELAY_MS, and one statement then stores every
 * waiting view and moves each viewed project's count once. The trending scores of the projects
 * viewed are recomputed less often still (TRENDING_DELAY_MS), since rewriting a project's feed rows
 * and their indexes costs several times the view itself: a project viewed a hundred times a minute
 * gets its feed rows rewritten twice, not a hundred times.
 */

/** How long a view may wait before it is written. Also what a crash can lose. */
export const FLUSH_DELAY_MS = 1000;
/** How long the views of a project may wait before they move its trending score. */
export const TRENDING_DELAY_MS = 30 * 1000;
/** Past this many waiting views (or projects to re-score) the batch is written at once. */
export const MAX_WAITING_VIEWS = 5000;
/**
 * A trending pass is spread over this long (half the time between passes): after a burst of
 * views it is a trickle of small transactions rather than seconds of rewriting (issue 12).
 */
export const TRENDING_PASS_SPREAD_MS = TRENDING_DELAY_MS / 2;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/**
 * Views of this hour the process knows are stored, so a repeat viewer's page asks the database
 * nothing about it (issue 12). Past this many the set starts again: forgetting costs a look-up.
 */
export const MAX_KNOWN_VIEWS = 200_000;

/** A view's key among a project's views: the viewer and the hour. */
const viewKeyOf = (viewerKey: string, hour: Date): string => `${viewerKey}@${hour.getTime()}`;

/** The hour a view counts in: a viewer is counted once per project per hour. */
export function hourOf(now: number): Date {
  return new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
}

export interface PendingView {
  projectId: string;
  viewerKey: string;
  hour: Date;
}

interface Logger {
  warn(details: object, message: string): void;
}

type ViewsByProject = Map<string, Map<string, PendingView>>;

const unrecorded: Jobs = { record: (_job, work) => work() };

export class ViewCounter {
  /** Views not yet handed to the database, by project, then by `viewerKey@hour`. */
  private waiting: ViewsByProject = new Map();
  private waitingCount = 0;
  /** The batch being written: still counted in answers until its transaction has committed. */
  private writing: ViewsByProject = new Map();
  /** Projects whose stored view count moved since their trending score was computed. */
  private unscored = new Set<string>();
  private lastScoring = Date.now();
  private lastPrune = 0;
  private timer: { handle: NodeJS.Timeout; due: number } | null = null;
  private running: Promise<void> | null = null;
  /** A trending pass spread over time; view batches go on being written while it runs. */
  private scoring: Promise<void> | null = null;
  /** Set by a flush: the pass under way stops spreading itself and finishes at once. */
  private hurry = false;
  /** Ends the pause the pass under way is in. */
  private wakePass: (() => void) | null = null;
  /** `projectId viewerKey@hour` of views stored in the database, for the hour `knownHour`. */
  private known = new Set<string>();
  private knownHour = 0;
  private readonly writtenListeners: (() => void)[] = [];

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: Logger = { warn: () => {} },
    /** Where each batch is recorded as a job run (the app's metrics); tests may leave it out. */
    private readonly jobs: Jobs = unrecorded,
    /** How often trending passes run and how long each is spread over; tests shorten the first. */
    private readonly timing: { trendingDelayMs: number; spreadOverMs: number } = { trendingDelayMs: TRENDING_DELAY_MS, spreadOverMs: TRENDING_PASS_SPREAD_MS },
  ) {}

  /**
   * Counts this viewer's view of the project unless it was counted in this hour already. `stored`:
   * whether the database holds this view of this hour (`hourOf`), when the caller read it along
   * with the project; otherwise it is looked up.
   */
  async view(projectId: string, viewerKey: string, { now = Date.now(), stored }: { now?: number; stored?: boolean } = {}): Promise<void> {
    const hour = hourOf(now);
    const key = viewKeyOf(viewerKey, hour);
    if (this.holds(projectId, key)) return;
    if (stored === undefined && this.knows(projectId, key, hour)) return;
    if (stored ?? (await repository.viewExists(this.database.db, projectId, viewerKey, hour))) {
      this.remember(projectId, key, hour);
      return;
    }
    if (this.holds(projectId, key)) return; // the same viewer's other request got here first
    let views = this.waiting.get(projectId);
    if (!views) {
      views = new Map();
      this.waiting.set(projectId, views);
    }
    views.set(key, { projectId, viewerKey, hour });
    this.waitingCount += 1;
    this.schedule();
  }

  /** Views of the project this process holds that the stored count does not include yet. */
  unwritten(projectId: string): number {
    return (this.waiting.get(projectId)?.size ?? 0) + (this.writing.get(projectId)?.size ?? 0);
  }

  /** Writes every waiting view and every owed trending score now (tests, shutdown). */
  async flush(): Promise<void> {
    await this.run(true);
  }

  /**
   * Calls `listener` once each batch is stored: the stored counts moved and `unwritten` no longer
   * holds those views, so a count made from a row read before is out of date.
   */
  onWritten(listener: () => void): void {
    this.writtenListeners.push(listener);
  }

  private knows(projectId: string, key: string, hour: Date): boolean {
    return this.knownHour === hour.getTime() && this.known.has(`${projectId} ${key}`);
  }

  private remember(projectId: string, key: string, hour: Date): void {
    if (this.knownHour !== hour.getTime() || this.known.size >= MAX_KNOWN_VIEWS) {
      // Only the current hour is ever asked about; an older hour's views are of no more use.
      if (hour.getTime() < this.knownHour) return;
      this.known = new Set();
      this.knownHour = hour.getTime();
    }
    this.known.add(`${projectId} ${key}`);
  }

  private holds(projectId: string, key: string): boolean {
    return Boolean(this.waiting.get(projectId)?.has(key) || this.writing.get(projectId)?.has(key));
  }

  /** Sets the timer for the next thing owed: waiting views soon, owed trending scores later. */
  private schedule(): void {
    if (this.running) return; // run() schedules again when it ends
    // While a trending pass runs, the owed scores wait for it to end (it calls schedule again).
    const scoringOwed = this.scoring ? 0 : this.unscored.size;
    if (this.waitingCount >= MAX_WAITING_VIEWS || scoringOwed >= MAX_WAITING_VIEWS) {
      void this.run(false);
      return;
    }
    const now = Date.now();
    let due: number | null = null;
    if (this.waitingCount > 0) due = now + FLUSH_DELAY_MS;
    else if (scoringOwed > 0) due = Math.max(now, this.lastScoring + this.timing.trendingDelayMs);
    if (due === null || (this.timer && this.timer.due <= due)) return;
    if (this.timer) clearTimeout(this.timer.handle);
    // unref: a waiting batch must not keep a finished process (a CLI, a test worker) alive.
    this.timer = { handle: setTimeout(() => void this.run(false), due - now).unref(), due };
  }

  /** One batch at a time: waiting views, then the trending scores owed (all when `scoreAll`). */
  private async run(scoreAll: boolean): Promise<void> {
    while (this.running) await this.running;
    const dueAt = this.timer?.due ?? Date.now();
    if (this.timer) clearTimeout(this.timer.handle);
    this.timer = null;
    this.writing = this.waiting;
    this.waiting = new Map();
    this.waitingCount = 0;
    const views = [...this.writing.values()].flatMap((byViewer) => [...byViewer.values()]);
    this.running = this.write(views, scoreAll, dueAt).finally(() => {
      this.writing = new Map();
      this.running = null;
      this.schedule();
    });
    await this.running;
  }

  /** A pause between a pass's slices, cut short by a flush. */
  private pausePass(ms: number): Promise<void> {
    if (this.hurry) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakePass = null;
        resolve();
      }, ms);
      this.wakePass = () => {
        clearTimeout(timer);
        this.wakePass = null;
        resolve();
      };
    });
  }

  private async write(views: PendingView[], scoreAll: boolean, dueAt: number): Promise<void> {
    const { db } = this.database;
    const { jobs } = this;
    try {
      if (views.length > 0) {
        // Its lag: how long after it was due the batch began (a slow batch before it, a busy event loop).
        for (const id of await jobs.record('views-flush', () => repository.recordViews(db, views), { dueAt })) this.unscored.add(id);
        // Stored: from now a row read from the database counts them, so `unwritten` must not.
        this.writing = new Map();
        // Each is stored now, written by this batch or found there already (another process's).
        for (const view of views) this.remember(view.projectId, viewKeyOf(view.viewerKey, view.hour), view.hour);
        for (const listener of this.writtenListeners) listener();
      }
      const now = Date.now();
      const scoringDue = scoreAll || now - this.lastScoring >= this.timing.trendingDelayMs || this.unscored.size >= MAX_WAITING_VIEWS;
      if (scoreAll && this.scoring) {
        this.hurry = true;
        this.wakePass?.();
        await this.scoring;
      }
      if (scoringDue && this.unscored.size > 0 && !this.scoring) {
        const ids = [...this.unscored];
        this.unscored.clear();
        this.lastScoring = now;
        // A flush (tests, shutdown) does it at once.
        const pass = jobs
          .record('trending-rescore', () =>
            // A flush (tests, shutdown) writes every slice without pausing: pausing four times a
            // slice's time kept a shutdown after a burst of views past SHUTDOWN_TIMEOUT_MS.
            rescoreTrendingInSlices(db, ids, scoreAll ? { pause: noPause } : { spreadOverMs: this.timing.spreadOverMs, pause: (ms) => this.pausePass(ms) }),
          )
          .then(
            () => undefined,
            (error: unknown) => this.logger.warn({ err: error, projects: ids.length }, 'could not re-score trending'),
          );
        if (scoreAll) await pass;
        else {
          this.scoring = pass.finally(() => {
            this.scoring = null;
            this.hurry = false;
            this.schedule();
          });
        }
      }
      if (now - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = now;
        // Only the current hour is ever looked up; an hour of margin covers clocks and late batches.
        await jobs.record('views-prune', () => repository.pruneViews(db, new Date(Math.floor(now / HOUR_MS) * HOUR_MS - 2 * HOUR_MS)));
      }
    } catch (error) {
      // Views are a soft count: a failed batch is logged and dropped rather than retried forever.
      this.logger.warn({ err: error, views: views.length }, 'could not record project views');
    }
  }
}

/** One counter per app, its waiting views written when the app closes, its batches in the app's metrics. */
export const viewCounters = appService(
  'view counter',
  (deps: AppDependencies, logger) => new ViewCounter(deps.database, logger, jobsOf(deps)),
  (counter) => counter.flush(),
);
