import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * What a process sets up before it reads its configuration (server/main.ts, server/cli.ts,
 * server/dev.ts): the variables of a `.env` file in the working directory, then the mode.
 * `npm start` and the CLI are what operators run, so they default to production (no response
 * checks, React's production runtime); `npm run dev` and the tests say otherwise themselves.
 */
export function prepareEnvironment(defaultMode: 'production' | 'development', environment: NodeJS.ProcessEnv = process.env, directory = process.cwd()): string | null {
  const file = loadDotEnv(environment, directory);
  if (!environment.NODE_ENV) environment.NODE_ENV = defaultMode;
  return file;
}

/**
 * Adds the variables of `<directory>/.env` (Node's own parser: `KEY=value`, quotes, comments) that
 * the environment does not set already — a variable given on the command line or by a service
 * manager wins over the file. Returns the file read, or null when there is none.
 */
export function loadDotEnv(environment: NodeJS.ProcessEnv, directory: string): string | null {
  const file = path.join(directory, '.env');
  if (!existsSync(file)) return null;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (environment[key] === undefined) environment[key] = value;
  }
  return file;
}
