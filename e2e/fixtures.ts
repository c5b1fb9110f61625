/**
 * Fixtures for the end-to-end specs. Import `test` and `expect` from here, never from
 * '@playwright/test' directly:
 *
 *   import { expect, expectAccessible, test } from './fixtures';
 *
 *   test('a member sees their projects', async ({ signedInUser }) => {
 *     const { page } = await signedInUser({ firstName: 'Ada' }, { width: 375, theme: 'light' });
 *     await page.goto('/showcase');
 *     await expect(page.getByRole('heading', { name: 'Upload your artwork' })).toBeVisible();
 *     await expectAccessible(page);
 *   });
 *
 * Worker-scoped (shared by the tests of one spec file; usable in beforeAll):
 *   app: E2eApp                  the app (this run's own build of the web bundle, see
 *                                e2e/global-setup.ts) listening on 127.0.0.1 at a free port, with its own
 *                                PGlite database (from the migrated snapshot), SMTP capture and data
 *                                directory. `app.baseURL`, `app.db` (Drizzle), `app.app` (Fastify,
 *                                for `app.app.inject`), `app.dataDir`, `app.config`, `app.deps`.
 *   mailbox: SmtpCapture         every e-mail the app sent: `await mailbox.waitFor(address, 'Verify')`,
 *                                `linkIn(mail, '/verify-email?token=')` (re-exported here).
 *   createUser(overrides?)       inserts a verified user (server/test/factories) and returns the row;
 *                                its password is DEFAULT_PASSWORD unless `overrides.password` is set.
 *
 * Test-scoped (the contexts they open are closed when the test ends):
 *   baseURL                      set from the app, so `page.goto('/discover')` works.
 *   page, context                Playwright's own: a visitor at 1280×900 in the default (dark) theme.
 *   visitorPage(options?)        a fresh signed-out context and page: { context, page }.
 *   signedInPage(email, options?) a fresh context signed in as `email` through the API, and a page:
 *                                { context, page }. Options: width (px; height stays 900), theme
 *                                ('light' | 'dark', written where the app keeps it), password.
 *   signedInUser(overrides?, options?) a new verified user (createUser's overrides) signed in, in a
 *                                fresh context: { user, context, page }. Options as signedInPage's.
 *
 * Plain functions: expectAccessible(page) (no serious or critical axe violations),
 * expectSentToSignIn(page, path) (a signed-out visit of a members' page ends on /login?next=path),
 * signIn(context, email, password?) (signs an existing context in through the API), pathOf(link).
 *
 * Each spec file is its own Playwright project (see playwright.config.ts), so each file gets a
 * worker, and with it an app and database, of its own; tests within a file share that app. Name
 * what a test creates so that other tests of the file cannot match it by accident, and do not
 * rely on what an earlier test left behind: a failing test restarts the worker with a fresh app.
 *
 * Waiting: use web-first assertions (`await expect(locator).toBeVisible()`, `toHaveText`,
 * `toHaveURL`, `toHaveAttribute`, `toHaveCount`); they retry until the expect timeout in
 * playwright.config.ts. Use `expect.poll(() => value)` only for values that are not locators
 * (API responses, database rows, `page.evaluate`). Never sleep.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { UserRow } from '../server/db/schema';
import { createUser, DEFAULT_PASSWORD } from '../server/test/factories';
import { freePort } from '../server/test/free-port';
import { createTestContext, type TestContext } from '../server/test/harness';
import type { SmtpCapture } from '../server/test/smtp-capture';

export { expect };
export { linkIn } from '../server/test/smtp-capture';
export { DEFAULT_PASSWORD, uniqueEmail } from '../server/test/factories';

export interface E2eApp extends TestContext {
  /** Where the app listens, e.g. http://127.0.0.1:40123 (also its APP_URL). */
  baseURL: string;
  /** The app's Drizzle database, for checks and for data no API call makes. */
  db: TestContext['deps']['database']['db'];
}

export interface PageOptions {
  /** Viewport width in CSS pixels (default 1280); the height is 900. */
  width?: number;
  /** The theme the app starts in (default: the app's own default, dark). */
  theme?: 'light' | 'dark';
}

export interface ContextAndPage {
  context: BrowserContext;
  page: Page;
}

export type UserOverrides = Parameters<typeof createUser>[1];

export interface SignedInUser extends ContextAndPage {
  user: UserRow;
}

interface WorkerFixtures {
  app: E2eApp;
  mailbox: SmtpCapture;
  createUser: (overrides?: UserOverrides) => Promise<UserRow>;
}

interface TestFixtures {
  visitorPage: (options?: PageOptions) => Promise<ContextAndPage>;
  signedInPage: (email: string, options?: PageOptions & { password?: string }) => Promise<ContextAndPage>;
  signedInUser: (overrides?: UserOverrides, options?: PageOptions) => Promise<SignedInUser>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      const webRoot = process.env.SHIPYARD_E2E_WEB_ROOT;
      if (!webRoot) throw new Error('SHIPYARD_E2E_WEB_ROOT is not set: run the specs with `npx playwright test` (e2e/global-setup.ts builds the bundle)');
      const created = await createTestContext({ webRoot, environment: { APP_URL: baseURL } });
      try {
        await created.app.listen({ port, host: '127.0.0.1' });
        await use({ ...created, baseURL, db: created.deps.database.db });
      } finally {
        await created.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  mailbox: [async ({ app }, use) => use(app.mail), { scope: 'worker' }],
  createUser: [async ({ app }, use) => use((overrides) => createUser(app, overrides)), { scope: 'worker' }],

  baseURL: async ({ app }, use) => use(app.baseURL),

  page: async ({ page }, use) => {
    waitForTheAppOnGoto(page);
    await use(page);
  },

  visitorPage: async ({ browser, app }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await newContext(browser, app.baseURL, options);
      contexts.push(context);
      return { context, page: await context.newPage() };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  signedInPage: async ({ browser, app }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (email, options = {}) => {
      const context = await newContext(browser, app.baseURL, options);
      contexts.push(context);
      await signIn(context, email, options.password);
      return { context, page: await context.newPage() };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  // Its contexts come from signedInPage, which closes them.
  signedInUser: async ({ createUser, signedInPage }, use) => {
    await use(async (overrides = {}, options = {}) => {
      const user = await createUser(overrides);
      return { user, ...(await signedInPage(user.email, { ...options, password: overrides.password })) };
    });
  },
});

async function newContext(browser: import('@playwright/test').Browser, baseURL: string, options: PageOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: options.width ?? 1280, height: 900 } });
  context.on('page', waitForTheAppOnGoto);
  if (options.theme) {
    await context.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), options.theme);
  }
  return context;
}

/**
 * A server-rendered page shows its buttons before its script has taken it over, and a click in
 * between does nothing (as for a real visitor on a slow phone). After `page.goto` (unless it only
 * waits for `commit`), wait until the app has marked the page as answering input
 * (`data-app-ready` on <html>, web/src/app/app.tsx); an answer that is not the app passes at once.
 */
function waitForTheAppOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') {
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true' || !document.getElementById('root'));
    }
    return response;
  };
}

/** Signs a browser context in through the API (the login form has its own spec). */
export async function signIn(context: BrowserContext, email: string, password = DEFAULT_PASSWORD): Promise<void> {
  const response = await context.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
    'serious or critical axe violations',
  ).toEqual([]);
}

/** A signed-out visitor of `path` is told so and sent to sign in, with `next` leading back to `path`. */
export async function expectSentToSignIn(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await expectShownBeforeLeaving(page, ['Unauthorized', 'You are logged out. Logging in again...']);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('next') === path);
}

/**
 * A toast shown for the 500 ms before the browser leaves the page (spec §9). A visitor's page knows
 * at once that nobody is signed in (decision 0017), so those 500 ms may pass before the page's
 * `load` event: open the page with `waitUntil: 'commit'`, then watch every frame, not every poll.
 */
async function expectShownBeforeLeaving(page: Page, texts: string[]): Promise<void> {
  await page.waitForFunction((wanted) => wanted.every((text) => document.body?.innerText.includes(text)), texts, { polling: 'raf' });
}

/** The path and query of an e-mailed link, to open on the app under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
