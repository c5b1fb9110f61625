import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@common': path.resolve(import.meta.dirname, 'common'),
  '@web': path.resolve(import.meta.dirname, 'web/src'),
};

// The end-to-end specs in e2e/ run under Playwright's own runner (playwright.config.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Pure code with no database, app or process: server rules are named `*.unit.test.ts`.
          include: ['common/**/*.test.ts', 'web/src/**/*.test.ts', 'server/**/*.unit.test.ts'],
          environment: 'node',
          // Projects with different maxWorkers must run in distinct groups, or vitest refuses to start.
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          sequence: { groupOrder: 1 },
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // Each file has its own database and app; two workers match the two cores here.
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
