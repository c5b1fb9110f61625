import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Context } from 'oidc-provider';

/**
 * A real OpenID Connect provider for the tests of sign-in with a provider (decision 0026):
 * oidc-provider on 127.0.0.1 at a free port, one confidential client, and a login page of its own
 * (an "Account" field and a "Sign in" button) that a browser or `signInAtProvider` fills in.
 * Consent is given once per account and client, like a first-party provider does.
 */

export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people who can sign in at the provider, by account id (their `sub`). Add more at will. */
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

export async function startOidcProvider(options: { port?: number; redirectUris: string[] }): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  const clientId = 'shipyard-test';
  const clientSecret = 'a-client-secret-for-the-tests-only-0123456789';
  let provider: Provider | undefined;
  const server: Server = createServer((req, res) => {
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/')) {
      void interaction(provider, req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: options.redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'preferred_username'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-for-the-oidc-provider'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
          preferred_username: id,
        }),
      };
    },
    async loadExistingGrant(ctx: Context) {
      const found = ctx.oidc.result?.consent?.grantId;
      if (found) return ctx.oidc.provider.Grant.find(found);
      const grant = new ctx.oidc.provider.Grant({ accountId: ctx.oidc.session.accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function interaction(provider: Provider, req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (req.method === 'POST') {
    const body = new URLSearchParams(await readBody(req));
    const login = body.get('login') ?? '';
    await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><title>Test provider sign-in</title></head><body>
<h1>Test provider</h1>
<form method="post" action="/interaction/${details.uid}">
<label for="login">Account</label> <input id="login" name="login" autocomplete="off">
<button type="submit">Sign in</button>
</form></body></html>`);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Goes through the provider as a browser would (redirects, its cookies, the login form) without
 * one, and returns the URL the provider sends the browser back to: the app's callback with code,
 * state and issuer. `cookies` is the provider's cookie jar; pass the same one to be still signed in.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, cookies = new Map<string, string>()): Promise<string> {
  let url = authorizationUrl;
  const origin = new URL(authorizationUrl).origin;
  for (let hop = 0; hop < 10; hop++) {
    const cookieHeader = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader } });
    remember(response, cookies);
    if (response.status === 200 && url.includes('/interaction/')) {
      response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login: accountId }).toString(),
      });
      remember(response, cookies);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.origin !== origin) return next.href;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

function remember(response: Response, cookies: Map<string, string>): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
    else cookies.set(name, value);
  }
}
