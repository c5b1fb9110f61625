import path from 'node:path';
import type pino from 'pino';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { grantAdminByEmails } from './features/accounts/repository';
import { waitForDatabase } from './db/wait-for-database';
import { checkDataDir } from './platform/data-dir-check';
import { lockDataDir } from './platform/data-dir-lock';
import { chooseLogFormat, createLogger, type LogFormat } from './platform/logger';
import { createMailer, type Mailer } from './platform/mailer';

export interface Runtime {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: pino.Logger;
  /** How the logger writes: the first-run block (server/main.ts) is plain lines only at a terminal. */
  logFormat: LogFormat;
  /** Drains mail, closes the database and releases the data directory, in that order. */
  shutdown(): Promise<void>;
}

/** Everything a process needs before it can serve or run a command: lock, database, mail. */
export async function openRuntime(config: Config): Promise<Runtime> {
  const logFormat = chooseLogFormat(config.logFormat, process.stdout.isTTY === true);
  const logger = createLogger({ level: config.logLevel, format: logFormat });
  // Where the process writes its database or uploads, a read-only or full DATA_DIR is said in one
  // line before anything opens it (issue 17).
  if (!config.databaseUrl || !config.s3) checkDataDir(config.dataDir, config.dataDirMinFreeBytes);
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let opened: DatabaseHandle | undefined;
  try {
    const database = await openDatabase(
      config.databaseUrl
        ? {
            kind: 'postgres',
            url: config.databaseUrl,
            connectTimeoutMs: config.databaseConnectTimeoutMs,
            statementTimeoutMs: config.databaseStatementTimeoutMs,
          }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db'), thread: config.embeddedDatabaseThread },
    );
    opened = database;
    if (config.databaseUrl) {
      await waitForDatabase(database, {
        url: config.databaseUrl,
        timeoutMs: config.databaseStartTimeoutMs,
        log: (message) => logger.warn(message),
      });
    }
    await database.migrate();
    const granted = await grantAdminByEmails(database.db, config.adminEmails);
    if (granted > 0) logger.info(`granted the admin role to ${granted} account(s) from ADMIN_EMAILS`);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
    return {
      database,
      mailer,
      logger,
      logFormat,
      async shutdown() {
        await mailer.drain();
        await database.close();
        release();
      },
    };
  } catch (error) {
    await opened?.close().catch(() => {});
    release();
    throw error;
  }
}
