import type { AppDependencies } from './core/dependencies';
import { loadConfig } from './config';
import { parseRole, ROLE_LABELS } from '../common/roles';
import { STAFF_MESSAGES } from '../common/staff';
import { changeRole } from './features/moderation/roles';
import { openRuntime } from './runtime';
import { seedDemoSite } from './seed/demo-site';
import { copyToPostgres } from './tools/copy-to-postgres';
import { appDependencies } from './app-dependencies';
import { backupName, backupsOf } from './features/backups/service';
import { DataDirLockedError } from './platform/data-dir-lock';
import { prepareEnvironment } from './environment';
import { storageOf } from './platform/storage';
import { createBackup } from './tools/backup/create';
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

/** `--to FILE` / `--to=FILE` and bare flags. */
function options(words: string[]): { to?: string; flags: Set<string>; rest: string[] } {
  const flags = new Set<string>();
  const rest: string[] = [];
  let to: string | undefined;
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    if (word === '--to') to = words[++index];
    else if (word.startsWith('--to=')) to = word.slice(5);
    else if (word.startsWith('--')) flags.add(word);
    else rest.push(word);
  }
  return { to, flags, rest };
}

/** PGlite serves one process: while the server runs, it is the server that backs up. */
const EMBEDDED_BACKUP_HINT =
  'A running Shipyard server holds the embedded database, and only one process can open it.\n' +
  'Back up from the admin panel (Admin → Backups → "Back up now"), or set BACKUP_SCHEDULE so the server writes archives to BACKUP_DIR; ' +
  'or stop the server and run this command again.';

/** Each command checks its own arguments before anything is opened. */
const commands: Record<
  string,
  { needs?: string; check?: (words: string[]) => string | null; run: (deps: AppDependencies, argument: string, rest: string[]) => Promise<string> }
> = {
  'grant-admin': {
    needs: 'an e-mail address',
    run: async (deps, email) => {
      const { user } = await changeRole(deps, { actor: null, email, role: 'admin', reason: 'grant-admin from the command line' });
      return `${user.email} is now an admin.`;
    },
  },
  'grant-role': {
    needs: 'an e-mail address and a role (member, moderator or admin)',
    run: async (deps, email, [roleName = '', ...reason]) => {
      const role = parseRole(roleName);
      if (!role) throw new Error(`"${roleName}" is not a role: use member, moderator or admin.`);
      // The audit log wants a reason; the command line gives one unless the operator typed theirs.
      const { user, message } = await changeRole(deps, { actor: null, email, role, reason: reason.join(' ') || 'grant-role from the command line' });
      return `${user.email} is now ${role === 'user' ? 'a member' : `a${role === 'admin' ? 'n' : ''} ${ROLE_LABELS[role].toLowerCase()}`}.${message === STAFF_MESSAGES.unchanged ? ' (unchanged)' : ''}`;
    },
  },
  'copy-to-postgres': {
    needs: 'the address of the target database (postgres://…)',
    run: async (deps, url) => {
      if (!deps.database.pglite) throw new Error('copy-to-postgres copies the embedded database: unset DATABASE_URL.');
      if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('The target must be a postgres:// address.');
      const summary = await copyToPostgres(deps.database.pglite, url, (line) => console.log(line));
      const total = summary.reduce((sum, table) => sum + table.rows, 0);
      return `Copied ${total} row(s) in ${summary.length} tables. Start Shipyard with DATABASE_URL=${url} (and move DATA_DIR/uploads along, or use S3).`;
    },
  },
  seed: { run: (deps) => seedDemoSite(deps) },
  backup: {
    check: (words) => {
      const { to, flags, rest } = options(words);
      const unknown = [...flags].filter((flag) => flag !== '--include-s3');
      return unknown.length > 0 || rest.length > 0 || (to !== undefined && !to) ? 'backup takes --to FILE and --include-s3 only.' : null;
    },
    run: async (deps, argument, rest) => {
      const { to, flags } = options([argument, ...rest].filter(Boolean));
      const includeS3 = flags.has('--include-s3');
      if (!to && !includeS3) {
        const backup = await backupsOf(deps).run('manual');
        return `Wrote ${deps.config.backups.dir}/${backup.name} (${backup.bytes} bytes, migration ${backup.migration}).`;
      }
      const file = to ?? `${deps.config.backups.dir}/${backupName(new Date(), true)}`;
      const manifest = await createBackup({ database: deps.database, config: deps.config, storage: storageOf(deps), file, includeS3, onProgress: () => {} });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      return `Wrote ${file}: ${rows} row(s) in ${manifest.tables.length} tables, ${manifest.uploads.files.length} uploaded file(s)${manifest.uploads.included ? '' : ' listed (on S3, not copied: add --include-s3)'}, migration ${manifest.database.migration.tag}.`;
    },
  },
};

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
  const runtime = await openRuntime(config).catch((error) => {
    if (name === 'backup' && error instanceof DataDirLockedError) throw new Error(EMBEDDED_BACKUP_HINT);
    throw error;
  });
  // A command is a short-lived app of its own: its services (file storage) closed when it ends.
  const deps = appDependencies({ config, database: runtime.database, mailer: runtime.mailer }, runtime.logger);
  try {
    console.log(await command.run(deps, argument ?? '', rest));
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
