import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createMailer } from '../platform/mailer';

/**
 * One more Shipyard process on an already migrated PostgreSQL database (DATABASE_URL), for the
 * test of realtime fan-out between processes. Prints "listening <port>" once it serves.
 */
const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
const logger = pino({ level: 'silent' });
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 3 });
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
const app = await buildApp({ config, database, mailer }, { logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await database.close();
    process.exit(0);
  })();
});
