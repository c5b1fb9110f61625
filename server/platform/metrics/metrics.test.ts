import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { viewCounters } from '../../features/projects/view-counter';
import { openEventStream } from '../../test/event-stream';
import { freePort } from '../../test/free-port';
import { createTestContext, useTestApp } from '../../test/harness';
import { createProject, member } from '../../test/projects';
import { listenForMetrics, STATIC_FILES_ROUTE } from './plugin';

const TOKEN = 'a-metrics-token-for-the-tests-0123456789';
const context = useTestApp({ environment: { METRICS_TOKEN: TOKEN } });

type App = typeof context.app;

/**
 * The parser (1.1) folds a histogram's samples into one, whatever their labels; read as untyped,
 * its `_bucket`, `_sum` and `_count` series are families of their own, with their labels. The
 * declared type is kept on the family itself.
 */
function parse(text: string): PrometheusFamily[] {
  const histograms = [...text.matchAll(/^# TYPE (\S+) histogram$/gm)].map((match) => match[1] as string);
  const families = parsePrometheusTextFormat(text.replace(/^(# TYPE \S+) histogram$/gm, '$1 untyped'));
  return [...histograms.map((name): PrometheusFamily => ({ name, help: '', type: 'HISTOGRAM', metrics: [] })), ...families];
}

async function scrape(app: App = context.app): Promise<PrometheusFamily[]> {
  const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parse(response.body);
}

function family(families: PrometheusFamily[], name: string): PrometheusFamily | undefined {
  return families.find((entry) => entry.name === name);
}

function matches(labels: Record<string, string> | undefined, wanted: Record<string, string>): boolean {
  return Object.entries(wanted).every(([key, value]) => labels?.[key] === value);
}

/** Every sample of a name: a histogram's series read as untyped come as one family per label set. */
function samples(families: PrometheusFamily[], name: string) {
  return families.filter((entry) => entry.name === name).flatMap((entry) => entry.metrics);
}

/** The value of the one sample whose labels include `labels`; 0 when there is none yet. */
function value(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  const sample = samples(families, name).find((entry) => matches(entry.labels, labels));
  return sample ? Number(sample.value) : 0;
}

function histogram(families: PrometheusFamily[], name: string, labels: Record<string, string>) {
  const buckets = Object.fromEntries(
    samples(families, `${name}_bucket`)
      .filter((sample) => matches(sample.labels, labels))
      .map((sample) => [sample.labels?.le ?? '', Number(sample.value)]),
  );
  return { count: value(families, `${name}_count`, labels), sum: value(families, `${name}_sum`, labels), buckets };
}

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers 401 without the token, with a wrong one or another scheme, and 200 with it', async () => {
    const ask = (authorization?: string) =>
      context.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, `Bearer`]) {
      const response = await ask(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.body).not.toContain('shipyard_');
    }
    expect((await ask(`Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await ask(`bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status code, with a latency histogram per route', async () => {
    const before = await scrape();
    const feed = { method: 'GET', route: '/api/projects', status_code: '200' };
    const missing = { method: 'GET', route: '/api/projects/:id', status_code: '404' };
    for (let index = 0; index < 3; index++) expect((await context.app.inject({ url: '/api/projects' })).statusCode).toBe(200);
    expect((await context.app.inject({ url: '/api/projects/no-such-project-here' })).statusCode).toBe(404);
    const after = await scrape();

    expect(value(after, 'shipyard_http_requests_total', feed) - value(before, 'shipyard_http_requests_total', feed)).toBe(3);
    expect(value(after, 'shipyard_http_requests_total', missing) - value(before, 'shipyard_http_requests_total', missing)).toBe(1);
    // Route patterns, never raw addresses: an id in a label would make a series per project.
    const labels = samples(after, 'shipyard_http_requests_total').map((sample) => sample.labels?.route ?? '');
    expect(labels.some((route) => route.includes('no-such-project'))).toBe(false);

    const latencyBefore = histogram(before, 'shipyard_http_request_duration_seconds', { method: 'GET', route: '/api/projects' });
    const latency = histogram(after, 'shipyard_http_request_duration_seconds', { method: 'GET', route: '/api/projects' });
    expect(family(after, 'shipyard_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(latency.count - latencyBefore.count).toBe(3);
    expect(latency.sum).toBeGreaterThan(latencyBefore.sum);
    expect(Number(latency.buckets['+Inf'])).toBe(latency.count);
    expect(Object.keys(latency.buckets)).toContain('0.001');
  });

  it('records job runs (the views flush and the trending re-score) with their duration', async () => {
    const owner = await member(context);
    const { id } = await createProject(context.app, owner.cookie, { title: 'Counted by a job' });
    const before = await scrape();
    await context.app.inject({ url: `/api/projects/${id}`, headers: { 'user-agent': 'a-metrics-reader' } });
    await context.deps.scope.get(viewCounters, context.deps).flush();
    const after = await scrape();
    for (const job of ['views-flush', 'trending-rescore']) {
      const runs = (families: PrometheusFamily[]) => value(families, 'shipyard_job_runs_total', { job, outcome: 'ok' });
      expect(runs(after) - runs(before), job).toBe(1);
      expect(histogram(after, 'shipyard_job_duration_seconds', { job }).count, job).toBeGreaterThanOrEqual(1);
      expect(value(after, 'shipyard_job_last_success_timestamp_seconds', { job }), job).toBeGreaterThan(Date.now() / 1000 - 60);
    }
    // The flush knows when it was due: how far behind the stored counts were.
    expect(samples(after, 'shipyard_job_lag_seconds').some((sample) => sample.labels?.job === 'views-flush')).toBe(true);
  });

  it('counts open event streams, process memory, event-loop delay, database queries and mail', async () => {
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}/api/events`;
    const reader = await member(context);
    const open = async () => value(await scrape(), 'shipyard_sse_streams_open');
    const idle = await open();
    const first = await openEventStream(url, reader.cookie);
    const second = await openEventStream(url, reader.cookie);
    expect(first.status).toBe(200);
    await expect.poll(open, { timeout: 10_000 }).toBe(idle + 2);
    first.close();
    await expect.poll(open, { timeout: 10_000 }).toBe(idle + 1);
    second.close();
    await expect.poll(open, { timeout: 10_000 }).toBe(idle);

    const families = await scrape();
    expect(value(families, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(family(families, 'nodejs_eventloop_lag_p99_seconds')).toBeDefined();
    expect(family(families, 'nodejs_heap_size_used_bytes')).toBeDefined();
    const queries = value(families, 'shipyard_db_queries_total');
    expect(queries).toBeGreaterThan(0);
    expect(value(families, 'shipyard_db_query_seconds_total')).toBeGreaterThan(0);
    // The embedded database has no pool.
    if (context.deps.database.kind === 'pglite') expect(family(families, 'shipyard_db_pool_connections')).toBeUndefined();
    else expect(value(families, 'shipyard_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);

    const sent = async () => value(await scrape(), 'shipyard_mail_total', { outcome: 'sent' });
    const mailBefore = await sent();
    context.deps.mailer.send({ to: 'metrics@example.com', subject: 'Counted', text: 'Counted.', body: [], siteName: 'Shipyard' });
    await expect.poll(sent, { timeout: 15_000 }).toBe(mailBefore + 1);
  });

  it('keeps each app its own registry: two apps in one process count apart', async () => {
    const other = await buildApp({ config: context.config, database: context.deps.database, mailer: context.deps.mailer }, { logger: false });
    try {
      await other.ready();
      const feed = { method: 'GET', route: '/api/projects', status_code: '200' };
      const mine = value(await scrape(), 'shipyard_http_requests_total', feed);
      expect(mine).toBeGreaterThan(0);
      expect(value(await scrape(other), 'shipyard_http_requests_total', feed)).toBe(0);
      await other.inject({ url: '/api/projects' });
      expect(value(await scrape(other), 'shipyard_http_requests_total', feed)).toBe(1);
      expect(value(await scrape(), 'shipyard_http_requests_total', feed)).toBe(mine);
    } finally {
      await other.close();
    }
  });
});

describe('GET /metrics when off, and on METRICS_PORT', () => {
  let off: Awaited<ReturnType<typeof createTestContext>>;
  let onPort: Awaited<ReturnType<typeof createTestContext>>;
  let guarded: Awaited<ReturnType<typeof createTestContext>>;

  beforeAll(async () => {
    off = await createTestContext();
    onPort = await createTestContext({ environment: { METRICS_PORT: String(await freePort()) } });
    guarded = await createTestContext({ environment: { METRICS_PORT: String(await freePort()), METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await off?.close();
    await onPort?.close();
    await guarded?.close();
  });

  it('is a 404 by default, token or not', async () => {
    expect((await off.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await off.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });

  it('is served on its own port on 127.0.0.1, and not on the main port', async () => {
    const address = await listenForMetrics(onPort.app);
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    await onPort.app.inject({ url: '/api/projects' });
    const response = await fetch(address as string);
    expect(response.status).toBe(200);
    const families = parse(await response.text());
    expect(value(families, 'shipyard_http_requests_total', { route: '/api/projects', status_code: '200' })).toBe(1);
    expect((await fetch((address as string).replace('/metrics', '/api/projects'))).status).toBe(404);
    expect((await onPort.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('asks for the token on its port too when one is set', async () => {
    const address = (await listenForMetrics(guarded.app)) as string;
    expect((await fetch(address)).status).toBe(401);
    expect((await fetch(address, { headers: { authorization: 'Bearer not-the-right-token' } })).status).toBe(401);
    expect((await fetch(address, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});

describe('GET /metrics beside the web build', () => {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'shipyard-metrics-web-'));
  let site: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>Shipyard</title></head><body></body></html>');
    writeFileSync(path.join(webRoot, 'assets', 'index-B1a2c3d4.js'), 'console.log(1);');
    writeFileSync(path.join(webRoot, 'assets', 'page-E5f6g7h8.js'), 'console.log(2);');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    site = await createTestContext({ environment: { METRICS_TOKEN: TOKEN }, webRoot });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('counts every file of the build under one route label, not one per hashed name', async () => {
    for (const url of ['/assets/index-B1a2c3d4.js', '/assets/page-E5f6g7h8.js', '/favicon.svg']) {
      expect((await site.app.inject({ url })).statusCode, url).toBe(200);
    }
    const families = await scrape(site.app);
    const routes = new Set(samples(families, 'shipyard_http_requests_total').map((sample) => sample.labels?.route ?? ''));
    expect([...routes].filter((route) => /B1a2c3d4|E5f6g7h8|favicon/.test(route))).toEqual([]);
    expect(value(families, 'shipyard_http_requests_total', { method: 'GET', route: STATIC_FILES_ROUTE, status_code: '200' })).toBe(3);
    expect(histogram(families, 'shipyard_http_request_duration_seconds', { method: 'GET', route: STATIC_FILES_ROUTE }).count).toBe(3);
  });
});
