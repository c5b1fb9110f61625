import { parseRole, ROLE_LABELS } from '../common/roles';
import { STAFF_MESSAGES } from '../common/staff';
import type { AppDependencies } from './core/dependencies';
import { backupName, backupsOf } from './features/backups/service';
import { changeRole } from './features/moderation/roles';
import { storageOf } from './platform/storage';
import { seedDemoSite } from './seed/demo-site';
import { createBackup } from './tools/backup/create';
import { copyToPostgres } from './tools/copy-to-postgres';

/**
 * The commands of `npm run cli` that work on an opened app's dependencies: run by the CLI in its
 * own process, or, while a server holds the embedded database, by that server for the CLI over
 * its admin channel (server/admin-channel.ts).
 */
export interface CliCommand {
  needs?: string;
  check?: (words: string[]) => string | null;
  /** Whether a running server may run it for the CLI (copy-to-postgres needs the database alone). */
  beside?: boolean;
  run: (deps: AppDependencies, argument: string, rest: string[]) => Promise<string>;
}

/** `--to FILE` / `--to=FILE` and bare flags. */
export function options(words: string[]): { to?: string; flags: Set<string>; rest: string[] } {
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

/** Each command checks its own arguments before anything is opened. */
export const commands: Record<string, CliCommand> = {
  'grant-admin': {
    needs: 'an e-mail address',
    beside: true,
    run: async (deps, email) => {
      const { user } = await changeRole(deps, { actor: null, email, role: 'admin', reason: 'grant-admin from the command line' });
      return `${user.email} is now an admin.`;
    },
  },
  'grant-role': {
    needs: 'an e-mail address and a role (member, moderator or admin)',
    beside: true,
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
  seed: { beside: true, run: (deps) => seedDemoSite(deps) },
  backup: {
    beside: true,
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
