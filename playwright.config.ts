import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const testDir = path.join(import.meta.dirname, 'e2e');

/**
 * One Playwright project per spec file. A worker never mixes projects, so every spec file gets a
 * worker of its own and with it its own app and database (the worker-scoped `app` fixture in
 * e2e/fixtures.ts): data one file creates never shows up in another file's pages. The project name
 * is the file name without `.spec.ts`, so `npx playwright test --project people` works too.
 */
const specFiles = readdirSync(testDir)
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

export default defineConfig({
  testDir,
  testMatch: '*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Two cores here: one spec file per core. The app, its database and Chromium share that core.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Tests must pass on the first try; a retry would hide a flaky test.
  retries: 0,
  // Generous limits for a machine that is busy with other work; a passing test never waits for them,
  // and a hang still shows within an action's or assertion's own timeout. Long journeys call
  // test.slow() (3×). Measured under a load average of 20–26 on two cores: a long journey takes 2–2.5 min.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  outputDir: 'test-results/e2e',
  use: {
    viewport: { width: 1280, height: 900 },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; `playwright install` is never needed (nor possible without internet).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: specFiles.map((file) => ({ name: file.replace(/\.spec\.ts$/, ''), testMatch: file })),
});
