import type { AppDependencies } from './core/dependencies';
import { loadConfig } from './config';
import { parseRole, ROLE_LABELS } from '../common/roles';
import { STAFF_MESSAGES } from '../common/staff';
import { changeRole } from './features/moderation/roles';
import { openRuntime } from './runtime';
import { seedDemoSite } from './seed/demo-site';
import { copyToPostgres } from './tools/copy-to-postgres';
import { appDependencies } from './app-dependencies';

const usage = `Usage:
  npm run cli -- grant-admin <email>             give an existing account the admin role
  npm run cli -- grant-role <email> <role>       make an account a member, moderator or admin
  npm run cli -- copy-to-postgres <postgres-url> copy the embedded database into an empty PostgreSQL database
  npm run seed                                   fill the site with demo accounts and content`;

/** Each command checks its own arguments before anything is opened. */
const commands: Record<string, { needs?: string; run: (deps: AppDependencies, argument: string, rest: string[]) => Promise<string> }> = {
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
};

async function main(argv: string[]): Promise<number> {
  const [name, argument, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(usage);
    return name ? 0 : 1;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n${usage}`);
    return 1;
  }
  if (command.needs && !argument) {
    console.error(`${name} needs ${command.needs}.\n${usage}`);
    return 1;
  }
  const config = loadConfig();
  const runtime = await openRuntime(config);
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
