import { existsSync } from 'node:fs';
import { createPgliteSnapshot, createWebBuild } from '../server/test/global-setup';

/**
 * Runs once in the Playwright runner before any worker starts. Workers inherit the runner's
 * environment, so what it prepares travels in two variables:
 * - SHIPYARD_E2E_WEB_ROOT: the production web bundle (its page renderer beside it), built into a folder of this run's own. Not
 *   dist/web: `npm start`, `npm run build` and other test runs rebuild that folder in place, and a
 *   rebuild under a running app swaps the hashed chunks its cached index.html points to (the page
 *   then shows "Something went wrong"). A private build also never disturbs a running `npm start`.
 * - SHIPYARD_PGLITE_SNAPSHOT: one migrated PGlite snapshot every spec file's database starts from
 *   (read by server/test/harness.ts).
 * The returned function is the global teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`Chromium is missing at ${chromium}: install it with \`apt-get install -y chromium\` (see .ci/run).`);
  }
  const [web, snapshot] = await Promise.all([createWebBuild(), createPgliteSnapshot()]);
  process.env.SHIPYARD_E2E_WEB_ROOT = web.webRoot;
  process.env.SHIPYARD_PGLITE_SNAPSHOT = snapshot.file;
  return () => {
    snapshot.remove();
    web.remove();
  };
}
