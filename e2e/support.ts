import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { webBuildDir } from '../server/build-web';
import { freePort } from '../server/test/free-port';
import { DEFAULT_PASSWORD } from '../server/test/factories';
import { createTestContext, type TestContext } from '../server/test/harness';

export interface ContextOptions {
  theme?: 'light' | 'dark';
  width?: number;
}

export interface E2eContext extends TestContext {
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own cookies and storage) at the app's address. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
}

/**
 * The built app on a free port with its own database, mail server and data directory, plus a
 * real Chromium. One per spec file.
 */
export function useE2eApp(): E2eContext {
  const context = {} as E2eContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const created = await createTestContext({ webRoot: webBuildDir, environment: { APP_URL: baseUrl } });
    await created.app.listen({ port, host: '127.0.0.1' });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    Object.assign(context, created, {
      baseUrl,
      browser,
      async newContext(options: ContextOptions = {}) {
        const browserContext = await browser.newContext({
          baseURL: baseUrl,
          viewport: { width: options.width ?? 1280, height: 900 },
        });
        if (options.theme) {
          await browserContext.addInitScript((theme) => localStorage.setItem('vite-ui-theme', theme), options.theme);
        }
        return browserContext;
      },
    });
    close = async () => {
      await browser.close();
      await created.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return context;
}

/** Signs a browser context in through the API (the login form has its own spec). */
export async function signInContext(browserContext: BrowserContext, email: string, password: string): Promise<void> {
  const response = await browserContext.request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** A fresh browser context signed in as `email` (the factories' default password), and a page in it. */
export async function signedInPage(e2e: E2eContext, email: string, options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.newContext(options);
  await signInContext(context, email, DEFAULT_PASSWORD);
  return { context, page: await context.newPage() };
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
