import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { api, conversationBetween } from '../../features/messaging/test-support';
import { openEventStream, type TestEventStream } from '../../test/event-stream';
import type { TestContext } from '../../test/harness';
import { PostgresCluster } from '../../test/postgres-cluster';
import { member } from '../../test/projects';
import { createMailer } from '../mailer';

/**
 * Issue 17, "realtime after an outage": when PostgreSQL stops, the LISTEN connection drops; open
 * event streams must end at once (a browser reconnects and replays by Last-Event-ID) rather than
 * stay open and silent, and the listener must be back promptly once the server is.
 */
const bin = PostgresCluster.binaries();
/** The outage the issue measured: a 10 s stop under load. */
const OUTAGE_MS = 10_000;

describe.skipIf(!bin)('event streams when PostgreSQL stops (needs initdb from /usr/lib/postgresql)', () => {
  let cluster: PostgresCluster;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dataDir: string;
  let url = '';
  const logLines: string[] = [];
  const streams: TestEventStream[] = [];
  let context: TestContext;

  beforeAll(async () => {
    cluster = await PostgresCluster.create(bin as string);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shipyard-listen-outage-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    });
    config.rateLimits = false;
    database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 3, connectTimeoutMs: 1000, statementTimeoutMs: 2000 });
    await database.migrate();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push((JSON.parse(line) as { msg: string }).msg);
        done();
      },
    });
    const logger = pino({ level: 'info' }, logStream);
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, dataDir, logger: pino({ level: 'silent' }) });
    app = await buildApp({ config, database, mailer }, { logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/events`;
    context = { app, deps: app.deps, config, dataDir, mail: undefined as never };
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    try {
      await cluster?.destroy();
    } finally {
      await app?.close();
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  const open = async (cookie: string, lastEventId?: string) => {
    const stream = await openEventStream(url, cookie, { lastEventId });
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  it('ends open streams when the listener drops, listens again within seconds of the restart, and replays what was missed', async () => {
    const calls = api(context);
    const ada = await member(context);
    const bob = await member(context);
    const id = await conversationBetween(context, ada.cookie, bob.user.id);
    const tab = await open(bob.cookie);
    await calls.send(id, 'before the outage', ada.cookie);
    const seen = await tab.next('message', { timeoutMs: 10_000 });

    cluster.stop();
    const stopped = Date.now();
    // Ended while PostgreSQL is still down: the browser's EventSource reconnects on its own.
    await tab.ended;
    expect(Date.now() - stopped).toBeLessThan(OUTAGE_MS);
    expect(logLines.filter((line) => line.includes('event listener lost its database connection'))).toHaveLength(1);

    // The scenario itself: the server stays down for the 10 s, long enough for a listener
    // that backs off (as it once did, to 10 s between tries) to fall behind.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stopped))));
    cluster.start();
    const restarted = Date.now();
    await expect.poll(() => logLines.some((line) => line.includes('event listener reconnected')), { timeout: 30_000, interval: 100 }).toBe(true);
    expect(Date.now() - restarted).toBeLessThan(4000);

    // Sent after the restart, before the tab is back: the reconnecting tab replays it, then gets live ones.
    await expect.poll(async () => (await calls.send(id, 'while the tab was away', ada.cookie)).statusCode, { timeout: 30_000 }).toBe(201);
    const again = await open(bob.cookie, seen.id ?? '');
    await again.next('message', { timeoutMs: 10_000, where: (data) => data.message.content === 'while the tab was away' });
    await calls.send(id, 'live again', ada.cookie);
    await again.next('message', { timeoutMs: 10_000, where: (data) => data.message.content === 'live again' });
  }, 120_000);
});
