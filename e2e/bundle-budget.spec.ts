import { PAGE_MESSAGES_ELEMENT_ID } from '../common/page-head';
import { LOCALES } from '../common/i18n/locales';
import { BUDGETED_PAGES, FIRST_LOAD_BUDGETS_GZIP, type FirstLoad, firstLoad, formatFirstLoads, readManifest } from '../bench/first-load';
import { cookieFor, createProject } from '../server/test/projects';
import { expect, test } from './fixtures';

/**
 * Issue 11's budget for a visitor's first load of the landing page and of a project page, in every
 * language (issue 18, decision 0034): the entry and the page with their static imports
 * (bench/first-load.ts reads them from the build manifest of this run), the message lookup, and
 * FormatJS's formatter when the server says the page's texts needed it. The page's texts travel in
 * its HTML; the language's catalogues are fetched once the page is idle. A community as visitors
 * meet it: it has an administrator (else the landing page shows a first-start notice).
 */
test('the landing page and a project page stay within the first-load JavaScript budget, in every language', async ({ app, createUser }) => {
  const webRoot = process.env.SHIPYARD_E2E_WEB_ROOT;
  if (!webRoot) throw new Error('SHIPYARD_E2E_WEB_ROOT is not set: run the specs with `npx playwright test` (e2e/global-setup.ts builds the bundle)');
  await createUser({ role: 'admin' });
  const author = await createUser({ firstName: 'Budget', lastName: 'Keeper' });
  const project = await createProject(app.app, await cookieFor(app, author), { title: 'Lean Pages', description: 'Counted as a phone loads it.' });
  const addresses = { landing: '/', project: `/projects/${project.slug}` } as const;
  const manifest = readManifest(webRoot);

  const loads: Record<string, FirstLoad> = {};
  const over: string[] = [];
  for (const [name, address] of Object.entries(addresses) as [keyof typeof addresses, string][]) {
    for (const locale of LOCALES) {
      const response = await fetch(new URL(address, app.baseURL), { headers: { 'accept-language': locale } });
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}"`);
      const texts = new RegExp(`<script type="application/json" id="${PAGE_MESSAGES_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
      expect(texts, `${address} in ${locale} carries its texts`).toBeTruthy();
      const { formats } = JSON.parse(texts as string) as { formats: boolean };
      // The translator formats every text the interface has itself (web/src/i18n/intl-format.ts,
      // decision 0035): FormatJS is left for dates, times and styled numbers, which these pages show none of.
      expect(formats, `${address} in ${locale} needs no FormatJS`).toBe(false);
      const load = firstLoad(webRoot, BUDGETED_PAGES[name], manifest, formats);
      loads[`${name} [${locale}]${formats ? ', formatting' : ''}`] = load;
      if (load.gzip > FIRST_LOAD_BUDGETS_GZIP[name]) over.push(`${name} [${locale}]: ${(load.gzip / 1024).toFixed(1)} KB gzip, budget ${FIRST_LOAD_BUDGETS_GZIP[name] / 1024} KB`);
    }
  }
  console.log(`First-load JavaScript (gzip level 9, as served)\n\n${formatFirstLoads(loads)}`);
  expect(over, 'over budget (the table above shows which chunks)').toEqual([]);
});
