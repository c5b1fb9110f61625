import { budgetedFirstLoads, FIRST_LOAD_BUDGETS_GZIP, formatFirstLoads } from '../bench/first-load';
import { expect, test } from './fixtures';

/**
 * Issue 11: a visitor's first load of the landing page and of a project page stays within its
 * JavaScript budget (FIRST_LOAD_BUDGETS_GZIP in bench/first-load.ts). No browser and no app: it reads
 * the manifest of the bundle that e2e/global-setup.ts built for this run, and prints the sizes
 * (`npm run bench -- --bundle` prints the same table for dist/web).
 */
test('the landing page and a project page stay within the first-load JavaScript budget', () => {
  const webRoot = process.env.SHIPYARD_E2E_WEB_ROOT;
  if (!webRoot) throw new Error('SHIPYARD_E2E_WEB_ROOT is not set: run the specs with `npx playwright test` (e2e/global-setup.ts builds the bundle)');

  const loads = budgetedFirstLoads(webRoot);
  console.log(`First-load JavaScript (gzip level 9, as served)\n\n${formatFirstLoads(loads)}`);

  const over = Object.entries(loads)
    .filter(([name, load]) => load.gzip > FIRST_LOAD_BUDGETS_GZIP[name as keyof typeof loads])
    .map(([name, load]) => `${name}: ${(load.gzip / 1024).toFixed(1)} KB gzip, budget ${FIRST_LOAD_BUDGETS_GZIP[name as keyof typeof loads] / 1024} KB`);
  expect(over, 'over budget (the table above shows which chunks)').toEqual([]);
});
