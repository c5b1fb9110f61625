import { existsSync } from 'node:fs';
import { ensureWebBuild } from '../server/build-web';
import { createPgliteSnapshot } from '../server/test/global-setup';

/**
 * Runs once in the Playwright runner before any worker starts: the specs drive the real production
 * bundle (built here, or reused when up to date), and every spec file's database starts from one
 * migrated PGlite snapshot. Workers inherit the runner's environment, so the snapshot's path
 * travels in SHIPYARD_PGLITE_SNAPSHOT (read by server/test/harness.ts). The returned function is
 * the global teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`Chromium is missing at ${chromium}: install it with \`apt-get install -y chromium\` (see .ci/run).`);
  }
  await ensureWebBuild(() => {});
  const snapshot = await createPgliteSnapshot();
  process.env.SHIPYARD_PGLITE_SNAPSHOT = snapshot.file;
  return snapshot.remove;
}
