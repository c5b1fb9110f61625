import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { appService } from '../app-scope';
import type { MailOutcome } from '../mailer';

/**
 * One app's Prometheus metrics (decision 0028): a `Registry` of its own, never prom-client's global
 * one, so two apps in one process (tests build several) count apart. Made once per app through its
 * scope; `GET /metrics` (plugin.ts) serves `text()`.
 */

/** Seconds. The feed answers in a millisecond or two, so the low end is finer than prom-client's default. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_BUCKETS = [0.005, 0.025, 0.1, 0.5, 1, 5, 15, 60, 300];

/** Whether this app serves /metrics at all: a token or a port turns it on. */
export function metricsEnabled(config: Pick<Config, 'metrics'>): boolean {
  return Boolean(config.metrics.token || config.metrics.port !== undefined);
}

/** The requests of one route, by status code: a plain number per status, moved without allocating. */
interface RouteCounts {
  method: string;
  route: string;
  byStatus: Map<number, number>;
}

/** What periodic work reports (views flush, trending, digests…); see `Jobs` in jobs.ts. */
export interface JobRun {
  job: string;
  seconds: number;
  ok: boolean;
  /** How late the run started after it was due, when the job knows. */
  lagSeconds?: number;
}

/** See jobs.ts, where it is documented and reached (`jobsOf(deps)`). */
export interface Jobs {
  record<T>(job: string, work: () => Promise<T>, options?: { dueAt?: number }): Promise<T>;
}

export class AppMetrics {
  readonly registry = new Registry();
  readonly jobs: Jobs = { record: (job, work, options) => this.#recordJob(job, work, options?.dueAt) };
  readonly #routes: RouteCounts[] = [];
  readonly #latency: Histogram<'method' | 'route'>;
  readonly #streams: Gauge;
  readonly #mail: Counter<'outcome'>;
  readonly #jobRuns: Counter<'job' | 'outcome'>;
  readonly #jobDuration: Histogram<'job'>;
  readonly #jobLag: Gauge<'job'>;
  readonly #jobLastSuccess: Gauge<'job'>;

  constructor(database: DatabaseHandle, options: { processMetrics: boolean }) {
    const registers = [this.registry];
    const routes = this.#routes;
    // Counted per request into plain numbers, turned into a counter only when scraped.
    new Counter({
      name: 'shipyard_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
      collect() {
        this.reset();
        for (const { method, route, byStatus } of routes) {
          for (const [status, count] of byStatus) this.inc({ method, route, status_code: String(status) }, count);
        }
      },
    });
    this.#latency = new Histogram({
      name: 'shipyard_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern (event streams excluded).',
      labelNames: ['method', 'route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.#streams = new Gauge({ name: 'shipyard_sse_streams_open', help: 'Server-Sent Events streams open in this process.', registers });
    this.#mail = new Counter({ name: 'shipyard_mail_total', help: 'E-mails handed over (sent) or given up on (failed).', labelNames: ['outcome'], registers });
    this.#jobRuns = new Counter({ name: 'shipyard_job_runs_total', help: 'Runs of periodic jobs, by job and outcome (ok, failed).', labelNames: ['job', 'outcome'], registers });
    this.#jobDuration = new Histogram({ name: 'shipyard_job_duration_seconds', help: 'How long each run of a periodic job took.', labelNames: ['job'], buckets: JOB_BUCKETS, registers });
    this.#jobLag = new Gauge({ name: 'shipyard_job_lag_seconds', help: 'How late the last run of a job started after it was due.', labelNames: ['job'], registers });
    this.#jobLastSuccess = new Gauge({
      name: 'shipyard_job_last_success_timestamp_seconds',
      help: 'When a job last ended without error (Unix time).',
      labelNames: ['job'],
      registers,
    });
    this.#databaseMetrics(database);
    // Process memory, CPU, handles, GC and event-loop delay, on this registry only. Left out when
    // /metrics is off: the event-loop monitor and GC observer cost a little all the time.
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Made once per route when it is registered; the route's onResponse calls the result with the
   * status code and seconds taken. `latency: false` for event streams, whose duration is how long a
   * tab stayed open.
   */
  routeRecorder(method: string, route: string, { latency }: { latency: boolean }): (status: number, seconds: number) => void {
    const counts: RouteCounts = { method, route, byStatus: new Map() };
    this.#routes.push(counts);
    const histogram = latency ? this.#latency.labels(method, route) : null;
    return (status, seconds) => {
      counts.byStatus.set(status, (counts.byStatus.get(status) ?? 0) + 1);
      histogram?.observe(seconds);
    };
  }

  streamOpened(): void {
    this.#streams.inc();
  }

  streamClosed(): void {
    this.#streams.dec();
  }

  mailDelivered(outcome: MailOutcome): void {
    this.#mail.inc({ outcome });
  }

  jobRan(run: JobRun): void {
    this.#jobRuns.inc({ job: run.job, outcome: run.ok ? 'ok' : 'failed' });
    this.#jobDuration.observe({ job: run.job }, run.seconds);
    if (run.lagSeconds !== undefined) this.#jobLag.set({ job: run.job }, Math.max(0, run.lagSeconds));
    if (run.ok) this.#jobLastSuccess.set({ job: run.job }, Date.now() / 1000);
  }

  async #recordJob<T>(job: string, work: () => Promise<T>, dueAt: number | undefined): Promise<T> {
    const started = Date.now();
    const began = performance.now();
    const lagSeconds = dueAt === undefined ? undefined : (started - dueAt) / 1000;
    try {
      const result = await work();
      this.jobRan({ job, seconds: (performance.now() - began) / 1000, ok: true, lagSeconds });
      return result;
    } catch (error) {
      this.jobRan({ job, seconds: (performance.now() - began) / 1000, ok: false, lagSeconds });
      throw error;
    }
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** Query counts and pool state are read from the database handle at each scrape. */
  #databaseMetrics(database: DatabaseHandle): void {
    const registers = [this.registry];
    const { stats } = database;
    new Counter({
      name: 'shipyard_db_queries_total',
      help: 'Queries the database handle ran (shared by the apps of one process on one handle).',
      registers,
      collect() {
        this.reset();
        this.inc(stats.queries);
      },
    });
    new Counter({
      name: 'shipyard_db_query_seconds_total',
      help: 'Time spent in those queries; divided by shipyard_db_queries_total, the mean query time.',
      registers,
      collect() {
        this.reset();
        this.inc(stats.querySeconds);
      },
    });
    const pool = stats.pool;
    if (!pool) return;
    new Gauge({
      name: 'shipyard_db_pool_connections',
      help: 'PostgreSQL pool connections, by state: total open, idle.',
      labelNames: ['state'],
      registers,
      collect() {
        const { total, idle } = pool();
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, idle);
      },
    });
    new Gauge({
      name: 'shipyard_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection.',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
  }
}

/** This app's metrics, made the first time it asks. */
export const appMetrics = appService(
  'metrics',
  (deps: { config: Config; database: DatabaseHandle }) => new AppMetrics(deps.database, { processMetrics: metricsEnabled(deps.config) }),
  (metrics) => metrics.registry.clear(),
);
