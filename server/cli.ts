import path from 'node:path';
import { adminSocketPath, askServer } from './admin-channel';
import { appDependencies } from './app-dependencies';
import { commands, options } from './cli-commands';
import { loadConfig } from './config';
import { prepareEnvironment } from './environment';
import { DataDirLockedError } from './platform/data-dir-lock';
import { openRuntime } from './runtime';
import { restoreBackup } from './tools/backup/restore';

const usage = `Usage:
  npm run cli -- grant-admin <email>             give an existing account the admin role
  npm run cli -- grant-role <email> <role>       make an account a member, moderator or admin
  npm run cli -- copy-to-postgres <postgres-url> copy the embedded database into an empty PostgreSQL database
  npm run cli -- backup [--to FILE] [--include-s3]
                                                 write one archive of the database, uploads and settings
                                                 (default: BACKUP_DIR/shipyard-backup-<time>.tar.gz)
  npm run cli -- restore FILE [--force]          restore an archive into an empty DATA_DIR or DATABASE_URL database
  npm run seed                                   fill the site with demo accounts and content`;

/** restore opens the target itself, unmigrated: it runs before (and instead of) the usual runtime. */
async function restore(words: string[]): Promise<number> {
  const { flags, rest } = options(words);
  const [file] = rest;
  const unknown = [...flags].filter((flag) => flag !== '--force');
  if (!file || rest.length > 1 || unknown.length > 0) {
    console.error(`restore needs the archive to restore, and takes --force only.\n${usage}`);
    return 1;
  }
  const config = loadConfig();
  const manifest = await restoreBackup({ config, file, force: flags.has('--force'), log: (line) => console.log(line) });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Restored ${rows} row(s) from ${file} into ${config.databaseUrl ? 'the PostgreSQL database' : `${config.dataDir}/db`}; the schema is now this version's. Start Shipyard as usual.`,
  );
  return 0;
}

/**
 * A running server holds the embedded database: the commands that may run beside it are sent to
 * it over its admin channel (server/admin-channel.ts); the others say what to do instead.
 */
async function besideTheServer(dataDir: string, name: string, words: string[], locked: DataDirLockedError): Promise<number> {
  if (!commands[name]?.beside) {
    console.error(`${locked.message}\n${name} needs the embedded database to itself: stop the server, run it, then start the server again.`);
    return 1;
  }
  const answer = await askServer(dataDir, { command: name, argument: words[0] ?? '', rest: words.slice(1) });
  if (!answer) {
    console.error(
      `${locked.message}\nThat server does not answer on ${adminSocketPath(dataDir)} (still starting, or a version without it): ` +
        `wait until it has started and try again, or stop it and run this command again.${name === 'backup' ? ` ${EMBEDDED_BACKUP_HINT}` : ''}`,
    );
    return 1;
  }
  if (!answer.ok) {
    console.error(answer.error);
    return 1;
  }
  console.log(answer.output);
  return 0;
}

/** Backups a running server also makes itself. */
const EMBEDDED_BACKUP_HINT = 'The server also backs up from the admin panel (Admin → Backups → "Back up now"), and on BACKUP_SCHEDULE into BACKUP_DIR.';

async function main(argv: string[]): Promise<number> {
  // The same `.env` and mode as `npm start`, so a command finds the server's DATA_DIR or database.
  prepareEnvironment('production');
  const [name, argument, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(usage);
    return name ? 0 : 1;
  }
  if (name === 'restore') return restore([argument ?? '', ...rest].filter(Boolean));
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n${usage}`);
    return 1;
  }
  if (command.needs && !argument) {
    console.error(`${name} needs ${command.needs}.\n${usage}`);
    return 1;
  }
  const refusal = command.check?.([argument ?? '', ...rest].filter(Boolean));
  if (refusal) {
    console.error(`${refusal}\n${usage}`);
    return 1;
  }
  const config = loadConfig();
  // A file named here is written by whichever process runs the command: name it absolutely.
  const words = [argument ?? '', ...rest].map((word, index, all) => (all[index - 1] === '--to' ? path.resolve(word) : word.startsWith('--to=') ? `--to=${path.resolve(word.slice(5))}` : word));
  let runtime: Awaited<ReturnType<typeof openRuntime>>;
  try {
    runtime = await openRuntime(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return besideTheServer(config.dataDir, name, words, error);
  }
  // A command is a short-lived app of its own: its services (file storage) closed when it ends.
  const deps = appDependencies({ config, database: runtime.database, mailer: runtime.mailer }, runtime.logger);
  try {
    console.log(await command.run(deps, words[0] ?? '', words.slice(1)));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await deps.scope.close();
    await runtime.shutdown();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
