import { loadConfig } from './config';
import { grantAdmin } from './features/accounts/service';
import { openRuntime } from './runtime';
import { seedDemoSite } from './seed';

const usage = `Usage:
  npm run cli -- grant-admin <email>   give an existing account the admin role
  npm run seed                         fill the site with demo accounts and content`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return command ? 0 : 1;
  }
  if (command !== 'grant-admin' && command !== 'seed') {
    console.error(`Unknown command "${command}".\n${usage}`);
    return 1;
  }
  if (command === 'grant-admin' && !rest[0]) {
    console.error(`grant-admin needs an e-mail address.\n${usage}`);
    return 1;
  }
  const config = loadConfig();
  const runtime = await openRuntime(config);
  const deps = { config, database: runtime.database, mailer: runtime.mailer };
  try {
    if (command === 'grant-admin') {
      const user = await grantAdmin(deps, rest[0] as string);
      console.log(`${user.email} is now an admin.`);
    } else {
      const summary = await seedDemoSite(deps);
      console.log(summary);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
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
