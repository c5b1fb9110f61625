import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rendererFileFor } from './platform/pages/renderer';
import { precompressAssets } from './tools/precompress-assets';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Holds the two builds: web/ (what browsers download) and ssr/ (the server's page renderer). */
const buildRoot = path.join(projectRoot, 'dist');
export const webBuildDir = path.join(buildRoot, 'web');
const stampFile = path.join(buildRoot, '.build-stamp');
const sources = ['web', 'common', 'vite.config.ts', 'package-lock.json', 'server/tools/precompress-assets.ts'];

/**
 * `npm start` must work with no separate build step: the web app is rebuilt when it is missing or
 * older than any of its sources. The build runs in a process of its own: Vite and Rollup would
 * otherwise stay in the server's memory for its whole life (~700 MB resident instead of ~215 MB).
 */
export async function ensureWebBuild(log: (message: string) => void = console.log): Promise<void> {
  if (!existsSync(path.join(projectRoot, 'web'))) return;
  if (!isStale()) return;
  log('building the web app (first start, or its sources changed)…');
  const started = Date.now();
  await buildInChildProcess(buildRoot);
  log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Runs `buildWeb(outRoot)` in a child process and waits for it (`npm run build` does the same).
 * Its output goes to this process's, or, with `capture`, is returned (a clean build prints nothing).
 */
export function buildInChildProcess(outRoot: string, options: { capture?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), outRoot], {
      cwd: projectRoot,
      // Always a production build, whoever asks: under NODE_ENV=test (a test run starting the
      // server) or development, React's JSX would compile to its development runtime, and the
      // production server that later finds this build current could not render a page with it.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', options.capture ? 'pipe' : 'inherit', options.capture ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(output) : reject(new Error(`the web build failed (${signal ?? `exit code ${code}`}); its output is ${options.capture ? `:\n${output}` : 'above'}`)),
    );
  });
}

/** The browser bundle into outRoot/web (pre-compressed), the page renderer into outRoot/ssr. */
async function buildWeb(outRoot: string): Promise<void> {
  const { build } = await import('vite');
  const configFile = path.join(projectRoot, 'vite.config.ts');
  const webDir = path.join(outRoot, 'web');
  await build({ configFile, logLevel: 'warn', build: { outDir: webDir, emptyOutDir: true } });
  const ssrDir = path.join(outRoot, 'ssr');
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: path.join(projectRoot, 'web/src/entry-server.tsx'), outDir: ssrDir, emptyOutDir: true },
  });
  // The renderer is ES modules; outside this project (a test run's temporary folder) nothing else says so.
  writeFileSync(path.join(ssrDir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  await precompressAssets(webDir);
  // `npm run build` and `npm start` share dist/: the stamp tells the next start it is current.
  if (path.resolve(outRoot) === buildRoot) writeFileSync(stampFile, new Date().toISOString());
}

function isStale(): boolean {
  if (!existsSync(stampFile) || !existsSync(path.join(webBuildDir, 'index.html')) || !existsSync(rendererFileFor(webBuildDir))) return true;
  const builtAt = statSync(stampFile).mtimeMs;
  return sources.some((source) => newestModification(path.join(projectRoot, source)) > builtAt);
}

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

// `node --import tsx server/build-web.ts <outRoot>`: the child process of buildInChildProcess.
if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  buildWeb(path.resolve(process.argv[2] ?? buildRoot)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
