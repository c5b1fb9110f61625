import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import type { AppDependencies } from '../core/dependencies';
import { type Config, loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createMailer } from '../platform/mailer';
import { SmtpCapture } from './smtp-capture';

export interface TestContext {
  app: FastifyInstance;
  deps: AppDependencies;
  mail: SmtpCapture;
  config: Config;
  dataDir: string;
}

export interface TestOptions {
  /** Rate limits are off unless a test is about them. */
  rateLimits?: boolean;
  environment?: Record<string, string>;
  webRoot?: string;
}

/**
 * A fresh database for this test file: PGlite in memory from the migrated snapshot, or, when
 * TEST_DATABASE_URL is set, a database of its own on that PostgreSQL server, dropped afterwards.
 */
async function openTestDatabase(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // Vitest provides the snapshot; the Playwright suite has no inject() and sets the variable instead.
    const snapshotFile = process.env.SHIPYARD_PGLITE_SNAPSHOT || inject('pgliteSnapshotFile');
    const snapshot = new Blob([readFileSync(snapshotFile)]);
    // TEST_DATABASE_THREAD=1 runs the suite on the engine in a worker thread, as servers run it.
    const database = await openDatabase({ kind: 'pglite', snapshot, thread: process.env.TEST_DATABASE_THREAD === '1' });
    return { database, dispose: () => database.close() };
  }
  // A database of its own per file: migrations name the public schema, so schemas cannot isolate.
  const name = `shipyard_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdminClient(url, (admin) => admin.query(`create database ${name}`));
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl.toString(), poolSize: 5 });
  await database.migrate();
  return {
    database,
    dispose: async () => {
      await database.close();
      await withAdminClient(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestContext(options: TestOptions = {}): Promise<TestContext & { close(): Promise<void> }> {
  const mail = new SmtpCapture();
  const smtpUrl = await mail.start();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shipyard-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    // Tests that write rows straight into the tables read the feed at once; shared-answers.test.ts
    // turns sharing on.
    PUBLIC_ANSWER_CACHE_MS: '0',
    ...options.environment,
  });
  config.rateLimits = options.rateLimits ?? false;
  const { database, dispose } = await openTestDatabase();
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl, from: config.mailFrom, dataDir, logger });
  const app = await buildApp({ config, database, mailer }, { logger, webRoot: options.webRoot });
  await app.ready();
  return {
    app,
    // The app's own dependencies, its scope included: a service a test calls shares the app's caches.
    deps: app.deps,
    mail,
    config,
    dataDir,
    async close() {
      await app.close();
      await mailer.drain();
      await dispose();
      await mail.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers the file's app in beforeAll/afterAll; read `context.app` inside tests. */
export function useTestApp(options: TestOptions = {}): TestContext {
  const context = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestContext(options);
    close = created.close;
    Object.assign(context, created);
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}
