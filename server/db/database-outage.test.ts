import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createMailer } from '../platform/mailer';
import { PostgresCluster } from '../test/postgres-cluster';
import { type DatabaseHandle, openDatabase } from './client';

// Short bounds so the test is quick; what it checks is that each fault ends within them.
const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 2000;
// The client gives up a second after the server's own statement_timeout; the rest is slack for a busy machine.
const WORST_CASE_MS = STATEMENT_TIMEOUT_MS + 1000 + 4000;

const bin = PostgresCluster.binaries();

describe.skipIf(!bin)('when PostgreSQL stops or freezes (needs initdb from /usr/lib/postgresql)', () => {
  let cluster: PostgresCluster;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  const warnings: string[] = [];

  beforeAll(async () => {
    cluster = await PostgresCluster.create(bin as string);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shipyard-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      // The feed is the request that needs the database here: not a visitor's answer shared for a second.
      PUBLIC_ANSWER_CACHE_MS: '0',
    });
    config.rateLimits = false;
    database = await openDatabase({
      kind: 'postgres',
      url: cluster.url,
      poolSize: 3,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
    await database.migrate();
    // The app's log, kept to count how often an outage is reported.
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as { level: number; msg: string };
          if (entry.level >= 40) warnings.push(entry.msg);
        }
        done();
      },
    });
    const logger = pino({ level: 'info' }, logStream);
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, dataDir, logger: pino({ level: 'silent' }) });
    app = await buildApp({ config, database, mailer }, { logger });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    // The cluster goes first: if a test failed while it was frozen, thawing and stopping it lets
    // any request still waiting on it end, so the app and the pool can close.
    try {
      await cluster?.destroy();
    } finally {
      await app?.close();
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  /** A request that needs the database, with how long it took. */
  async function timedRequest(url = '/api/projects') {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url });
    return { response, ms: Date.now() - started };
  }

  async function waitForOk(): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { response } = await timedRequest();
      if (response.statusCode === 200) return;
      if (Date.now() > deadline) throw new Error(`the app did not recover: ${response.statusCode} ${response.body}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const outageWarnings = () => warnings.filter((message) => message.includes('database is unavailable')).length;

  it('answers 503 with Retry-After while the server is stopped, logs it once, and recovers when it is back', async () => {
    expect((await timedRequest()).response.statusCode).toBe(200);
    cluster.stop();

    for (let attempt = 0; attempt < 3; attempt++) {
      const { response, ms } = await timedRequest();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toMatchObject({
        code: 'database_unavailable',
        message: 'The database is unavailable. Please try again in a moment.',
      });
      expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + 4000);
    }
    // Alive (liveness does not ask the database), but not ready.
    const health = await timedRequest('/healthz');
    expect(health.response.statusCode).toBe(200);
    const ready = await timedRequest('/readyz');
    expect(ready.response.statusCode).toBe(503);
    expect(ready.response.headers['retry-after']).toBe('5');
    expect(ready.response.json()).toMatchObject({ status: 'not-ready', check: 'database' });
    expect(outageWarnings()).toBe(1);

    cluster.start();
    await waitForOk();
    expect((await timedRequest('/healthz')).response.statusCode).toBe(200);
    expect((await timedRequest('/readyz')).response.statusCode).toBe(200);
  }, 120_000);

  it('answers 503 within the timeouts, instead of hanging, while the server is frozen, and recovers', async () => {
    await waitForOk();
    const before = outageWarnings();
    cluster.signalAll('SIGSTOP');
    try {
      // Both kinds of wait are bounded: a connection already open (query timeout) and a new one (connect timeout).
      const results = await Promise.all([timedRequest(), timedRequest(), timedRequest(), timedRequest('/readyz')]);
      for (const { response, ms } of results) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(ms).toBeLessThan(WORST_CASE_MS);
      }
      // A new outage after a recovery is reported again, once.
      expect(outageWarnings()).toBe(before + 1);
    } finally {
      cluster.signalAll('SIGCONT');
    }
    await waitForOk();
  }, 120_000);
});
