import { existsSync } from 'node:fs';
import { ensureWebBuild } from '../server/build-web';

/** Specs run against the real production bundle, built once (or reused when up to date). */
export default async function setup() {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: install it with `apt-get install -y chromium` (see .ci/run).');
  }
  await ensureWebBuild(() => {});
}
