import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webBuildDir = path.join(projectRoot, 'dist', 'web');
const stampFile = path.join(webBuildDir, '.build-stamp');
const sources = ['web', 'common', 'vite.config.ts', 'package-lock.json'];

/**
 * `npm start` must work with no separate build step: the web bundle is rebuilt when it is missing
 * or older than any of its sources.
 */
export async function ensureWebBuild(log: (message: string) => void = console.log): Promise<void> {
  if (!existsSync(path.join(projectRoot, 'web'))) return;
  if (!isStale()) return;
  log('building the web app (first start, or its sources changed)…');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ logLevel: 'warn', configFile: path.join(projectRoot, 'vite.config.ts') });
  writeFileSync(stampFile, new Date().toISOString());
  log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function isStale(): boolean {
  if (!existsSync(stampFile) || !existsSync(path.join(webBuildDir, 'index.html'))) return true;
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
