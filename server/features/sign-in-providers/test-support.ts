import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { type ProviderAccount, signInAtProvider, startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider';

/** Helpers for the tests of sign-in with a provider (decision 0026), against a real OIDC provider. */

export const APP_URL = 'http://localhost:3000';
export const PROVIDER_ID = 'acme';
export const PROVIDER_NAME = 'Acme ID';

export interface ProviderTestContext extends TestContext {
  oidc: TestOidcProvider;
}

/** The file's app, configured with one OpenID Connect provider started on loopback for it. */
export function useProviderApp(options: { appUrl?: string } = {}): ProviderTestContext {
  const appUrl = options.appUrl ?? APP_URL;
  const context = {} as ProviderTestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const oidc = await startOidcProvider({ redirectUris: [`${appUrl}/auth/providers/${PROVIDER_ID}/callback`] });
    const created = await createTestContext({
      environment: {
        APP_URL: appUrl,
        OIDC_PROVIDERS: PROVIDER_ID,
        OIDC_ACME_ISSUER: oidc.issuer,
        OIDC_ACME_CLIENT_ID: oidc.clientId,
        OIDC_ACME_CLIENT_SECRET: oidc.clientSecret,
        OIDC_ACME_NAME: PROVIDER_NAME,
      },
    });
    close = async () => {
      await created.close();
      await oidc.close();
    };
    Object.assign(context, created, { oidc });
  }, 60_000);
  afterAll(async () => close?.());
  return context;
}

/** A person at the provider; returns their account id there (their `sub`). */
export function providerPerson(context: ProviderTestContext, account: Partial<ProviderAccount> = {}): { id: string; email: string } {
  const id = `person-${randomUUID().slice(0, 8)}`;
  const email = account.email ?? `${id}@provider.example`;
  context.oidc.accounts.set(id, { email, emailVerified: true, givenName: 'Grace', familyName: 'Hopper', ...account });
  return { id, email };
}

/** A browser's cookies for the app: what Set-Cookie gave, sent back as a Cookie header. */
export class CookieJar {
  readonly values = new Map<string, string>();

  constructor(header?: string | null) {
    for (const pair of (header ?? '').split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) this.values.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  take(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) this.values.delete(cookie.name);
      else this.values.set(cookie.name, cookie.value);
    }
    return response;
  }

  get header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function startFlow(context: TestContext, jar: CookieJar, body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return jar.take(
    await context.app.inject({ method: 'POST', url: `/api/auth/providers/${PROVIDER_ID}/start`, headers: { cookie: jar.header }, payload: body }),
  );
}

export async function postCallback(context: TestContext, jar: CookieJar, callbackUrl: string): Promise<LightMyRequestResponse> {
  const query = new URL(callbackUrl).search;
  return jar.take(
    await context.app.inject({ method: 'POST', url: `/api/auth/providers/${PROVIDER_ID}/callback`, headers: { cookie: jar.header }, payload: { query } }),
  );
}

/** Start → sign in at the provider as `accountId` → the callback URL (not yet posted). */
export async function throughProvider(context: ProviderTestContext, jar: CookieJar, accountId: string, body: Record<string, unknown> = {}): Promise<string> {
  const started = await startFlow(context, jar, body);
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  return signInAtProvider(started.json().url, accountId);
}

/** The whole round: start, the provider, the callback; returns the callback's answer. */
export async function signInWithProvider(context: ProviderTestContext, jar: CookieJar, accountId: string, body: Record<string, unknown> = {}) {
  return postCallback(context, jar, await throughProvider(context, jar, accountId, body));
}

export function send(context: TestContext, jar: CookieJar, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return context.app
    .inject({ method, url, headers: { cookie: jar.header }, ...(payload === undefined ? {} : { payload: payload as object }) })
    .then((response) => jar.take(response));
}
