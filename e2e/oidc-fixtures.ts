import { freePort } from '../server/test/free-port';
import { createTestContext } from '../server/test/harness';
import { startOidcProvider, type TestOidcProvider } from '../server/test/oidc-provider';
import { type E2eApp, test as base } from './fixtures';

/**
 * The e2e app with one OpenID Connect provider (decision 0026): oidc-provider on loopback at a free
 * port, started for the spec file's worker, with a client whose callback is this app's. Specs use
 * `test` from here instead of fixtures.ts; `app.oidc.accounts` holds who can sign in there.
 */

export const PROVIDER = 'acme';
export const PROVIDER_NAME = 'Acme ID';

export const test = base.extend<object, { app: E2eApp & { oidc: TestOidcProvider } }>({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const port = await freePort();
      const baseURL = `http://127.0.0.1:${port}`;
      const webRoot = process.env.SHIPYARD_E2E_WEB_ROOT;
      if (!webRoot) throw new Error('SHIPYARD_E2E_WEB_ROOT is not set: run the specs with `npx playwright test`');
      const oidc = await startOidcProvider({ redirectUris: [`${baseURL}/auth/providers/${PROVIDER}/callback`] });
      const created = await createTestContext({
        webRoot,
        environment: {
          APP_URL: baseURL,
          OIDC_PROVIDERS: PROVIDER,
          OIDC_ACME_ISSUER: oidc.issuer,
          OIDC_ACME_CLIENT_ID: oidc.clientId,
          OIDC_ACME_CLIENT_SECRET: oidc.clientSecret,
          OIDC_ACME_NAME: PROVIDER_NAME,
        },
      });
      try {
        await created.app.listen({ port, host: '127.0.0.1' });
        const app: E2eApp & { oidc: TestOidcProvider } = { ...created, baseURL, db: created.deps.database.db, oidc };
        await use(app);
      } finally {
        await created.close();
        await oidc.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

