/**
 * Open-loop, evenly paced load (issue 12). Request i is due at start + i / rate and is sent then,
 * whatever the earlier ones are doing; its latency is counted from when it was due, not from when
 * it happened to go out. A stall therefore shows as the wait of every request that came due
 * behind it (no coordinated omission), and nothing is sent in bursts: autocannon's `-R` sends each
 * second's requests at once and measures from the send, which both invents and hides tail samples.
 * Percentiles come from an HDR histogram in microseconds.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { build } from 'hdr-histogram-js';

export interface PacedRequest {
  path: string;
  headers?: Record<string, string>;
}

export interface PacedOptions {
  url: string;
  /** Requests per second. */
  rate: number;
  durationSeconds: number;
  /** Sockets at most; requests due while all are busy wait for one, and that wait counts. */
  connections: number;
  request: (index: number) => PacedRequest;
  timeoutMs?: number;
  /** Keep each request's due time (epoch ms) and latency, to split the window afterwards (`splitLatency`). */
  keepSamples?: boolean;
}

export interface PacedSample {
  /** When the request was due, in epoch milliseconds (comparable with another process's Date.now()). */
  dueAt: number;
  ms: number;
}

export interface PacedResult {
  rate: number;
  durationSeconds: number;
  sent: number;
  /** Answers and failures per second of the run, from the first due time to the last answer. */
  achievedRate: number;
  errors: number;
  non2xx: number;
  /** Milliseconds from due to answered (failures included, at the time they failed). */
  latency: { mean: number; p50: number; p95: number; p99: number; p999: number; max: number };
  samples?: PacedSample[];
}

/** The p99 (and count) of the samples due inside [from, to) and of the rest of the same window. */
export function splitLatency(samples: readonly PacedSample[], from: number, to: number): { inside: { p99: number; count: number }; outside: { p99: number; count: number } } {
  const p99 = (values: number[]) => {
    const sorted = values.sort((a, b) => a - b);
    return { p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0, count: sorted.length };
  };
  const inside: number[] = [];
  const outside: number[] = [];
  for (const sample of samples) (sample.dueAt >= from && sample.dueAt < to ? inside : outside).push(sample.ms);
  return { inside: p99(inside), outside: p99(outside) };
}

export async function runPaced(options: PacedOptions): Promise<PacedResult> {
  const target = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const histogram = build({ lowestDiscernibleValue: 1, highestTrackableValue: 600_000_000, numberOfSignificantValueDigits: 3 });
  const total = Math.max(1, Math.round(options.rate * options.durationSeconds));
  const interval = 1000 / options.rate;
  const answers: Promise<void>[] = [];
  let errors = 0;
  let non2xx = 0;
  let lastAnswer = 0;
  const samples: PacedSample[] | undefined = options.keepSamples ? [] : undefined;

  const fire = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const { path, headers } = options.request(index);
      const finish = (status: number | null) => {
        lastAnswer = performance.now();
        histogram.recordValue(Math.max(1, Math.round((lastAnswer - due) * 1000)));
        samples?.push({ dueAt: performance.timeOrigin + due, ms: lastAnswer - due });
        if (status === null) errors += 1;
        else if (status < 200 || status >= 300) non2xx += 1;
        resolve();
      };
      const request = http.request(
        { host: target.hostname, port: target.port, path, method: 'GET', headers, agent, timeout: options.timeoutMs ?? 10_000 },
        (response) => {
          response.on('error', () => finish(null));
          response.on('end', () => finish(response.statusCode ?? 0));
          response.resume();
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', () => finish(null));
      request.end();
    });

  const start = performance.now() + 20;
  let index = 0;
  while (index < total) {
    const now = performance.now();
    for (; index < total && start + index * interval <= now; index++) answers.push(fire(index, start + index * interval));
    if (index >= total) break;
    // Sleep until the next request is due. A timer fires up to a millisecond or so late, and that
    // lateness is counted in the latency (measured from when the request was due). Yielding with
    // setImmediate until then instead spun this process at a full core between requests: on a
    // 2-core machine that took a core from the server and the database it measures (issue 12:
    // 1.7 ms of the generator's CPU per request at 500 req/s).
    const wait = start + index * interval - performance.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  }
  await Promise.all(answers);
  agent.destroy();

  const ms = (percentile: number) => histogram.getValueAtPercentile(percentile) / 1000;
  return {
    rate: options.rate,
    durationSeconds: options.durationSeconds,
    sent: total,
    achievedRate: total / Math.max(0.001, (lastAnswer - start) / 1000),
    errors,
    non2xx,
    latency: { mean: histogram.mean / 1000, p50: ms(50), p95: ms(95), p99: ms(99), p999: ms(99.9), max: histogram.maxValue / 1000 },
    samples,
  };
}
