import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { AppScope } from '../app-scope';
import { appMetrics, type Jobs } from './registry';

/**
 * The one way periodic work reports itself (decision 0028): every background job of an app — the
 * views flush, the trending re-score, notification digests, pruning, scheduled backups — wraps each
 * run in `jobsOf(deps).record(name, work)`.
 *
 *     await jobsOf(deps).record('notification-digests', () => sendNotificationDigests(deps), { dueAt });
 *
 * It runs `work`, returns what it returns and rethrows what it throws (the job keeps its own logging
 * and retries), and records into the app's metrics: `shipyard_job_runs_total{job,outcome}`,
 * `shipyard_job_duration_seconds{job}`, `shipyard_job_last_success_timestamp_seconds{job}` and,
 * when `dueAt` (ms since the epoch) says when the run was due, `shipyard_job_lag_seconds{job}`.
 * Names are short kebab-case constants (they become label values): one name per job, not per run.
 */
export type { Jobs } from './registry';

export function jobsOf(deps: { scope: AppScope; config: Config; database: DatabaseHandle }): Jobs {
  return deps.scope.get(appMetrics, deps).jobs;
}
