import * as client from 'openid-client';
import { NAME_MAX_LENGTH } from '../../../common/limits';
import { PROVIDER_MESSAGES } from '../../../common/sign-in';
import type { SignInProviderConfig } from '../../config';
import type { AppDependencies } from '../../core/dependencies';
import { type AppScope, appService } from '../../platform/app-scope';
import { AppError, badRequest } from '../../platform/errors';

/**
 * The OAuth and OpenID Connect side of sign-in with a provider (decision 0026), all through
 * openid-client: discovery, the authorization URL with PKCE, state and nonce, the code exchange
 * and its checks. GitHub speaks plain OAuth 2, so its endpoints are written down here and its
 * person and verified address come from its REST API.
 */

/** Who the provider says signed in. `email` is null unless the provider vouches for it. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  firstName: string;
  lastName: string;
  /** How the person is known there, e.g. a GitHub login, to tell linked accounts apart. */
  label: string;
}

const GITHUB = {
  server: {
    issuer: 'https://github.com',
    authorization_endpoint: 'https://github.com/login/oauth/authorize',
    token_endpoint: 'https://github.com/login/oauth/access_token',
  },
  api: 'https://api.github.com',
  scope: 'read:user user:email',
};
const OIDC_SCOPE = 'openid email profile';

const unavailable = (provider: SignInProviderConfig) => new AppError(503, 'provider_unavailable', PROVIDER_MESSAGES.providerUnavailable(provider.name));

function isLoopbackHttp(issuer: string): boolean {
  return new URL(issuer).protocol === 'http:';
}

/** One client configuration per provider and app; discovery runs once, and again after a failure. */
class ProviderClients {
  readonly #configurations = new Map<string, Promise<client.Configuration>>();

  configurationOf(provider: SignInProviderConfig): Promise<client.Configuration> {
    let found = this.#configurations.get(provider.id);
    if (!found) {
      found = this.#discover(provider);
      this.#configurations.set(provider.id, found);
      found.catch(() => this.#configurations.delete(provider.id));
    }
    return found;
  }

  async #discover(provider: SignInProviderConfig): Promise<client.Configuration> {
    if (provider.kind === 'github') {
      return new client.Configuration(GITHUB.server, provider.clientId, provider.clientSecret, client.ClientSecretPost(provider.clientSecret));
    }
    const issuer = provider.issuer as string;
    // config.ts allows plain http only for an issuer on this machine (development and tests).
    const execute = isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [];
    return client.discovery(new URL(issuer), provider.clientId, provider.clientSecret, client.ClientSecretBasic(provider.clientSecret), {
      execute,
      timeout: 10,
    });
  }
}

const providerClients = appService('sign-in-provider-clients', () => new ProviderClients());

export function clientsOf(deps: { scope: AppScope }): ProviderClients {
  return deps.scope.get(providerClients, deps);
}

export function redirectUriOf(deps: AppDependencies, provider: SignInProviderConfig): string {
  return `${deps.config.appUrl}/auth/providers/${provider.id}/callback`;
}

export interface FlowSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newFlowSecrets(): FlowSecrets {
  return { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
}

/** Where the browser goes to sign in at the provider. */
export async function authorizationUrl(deps: AppDependencies, provider: SignInProviderConfig, secrets: FlowSecrets): Promise<string> {
  let configuration: client.Configuration;
  try {
    configuration = await clientsOf(deps).configurationOf(provider);
  } catch {
    throw unavailable(provider);
  }
  const parameters: Record<string, string> = {
    redirect_uri: redirectUriOf(deps, provider),
    scope: provider.kind === 'github' ? GITHUB.scope : OIDC_SCOPE,
    state: secrets.state,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  };
  if (provider.kind !== 'github') parameters.nonce = secrets.nonce;
  return client.buildAuthorizationUrl(configuration, parameters).href;
}

/**
 * Checks the provider's answer (state, issuer, PKCE, the ID token and its nonce), exchanges the
 * code and reads who signed in. A refusal by the provider or a failed check is a 400.
 */
export async function identityFromCallback(
  deps: AppDependencies,
  provider: SignInProviderConfig,
  query: URLSearchParams,
  secrets: FlowSecrets,
): Promise<ProviderIdentity> {
  let configuration: client.Configuration;
  try {
    configuration = await clientsOf(deps).configurationOf(provider);
  } catch {
    throw unavailable(provider);
  }
  const currentUrl = new URL(redirectUriOf(deps, provider));
  currentUrl.search = query.toString();
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      ...(provider.kind === 'github' ? {} : { expectedNonce: secrets.nonce, idTokenExpected: true }),
    });
  } catch (error) {
    if (error instanceof TypeError && !(error instanceof client.ClientError)) throw unavailable(provider);
    throw badRequest(PROVIDER_MESSAGES.providerRefused(provider.name));
  }
  try {
    return provider.kind === 'github' ? await githubIdentity(configuration, tokens.access_token) : await oidcIdentity(configuration, tokens);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(PROVIDER_MESSAGES.providerRefused(provider.name));
  }
}

async function oidcIdentity(configuration: client.Configuration, tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>): Promise<ProviderIdentity> {
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  // Providers put the profile in the ID token or only behind the userinfo endpoint: read both.
  const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
  const merged = { ...claims, ...info } as Record<string, unknown>;
  const email = typeof merged.email === 'string' && merged.email_verified === true ? merged.email.toLowerCase() : null;
  const names = namesOf(
    stringOr(merged.given_name),
    stringOr(merged.family_name),
    stringOr(merged.name) ?? stringOr(merged.preferred_username) ?? email?.split('@')[0] ?? 'New member',
  );
  const label = stringOr(merged.preferred_username) ?? stringOr(merged.email) ?? claims.sub;
  return { subject: claims.sub, email, ...names, label };
}

async function githubIdentity(configuration: client.Configuration, accessToken: string): Promise<ProviderIdentity> {
  const headers = () => new Headers({ accept: 'application/vnd.github+json', 'user-agent': 'Shipyard', 'x-github-api-version': '2022-11-28' });
  const read = async (path: string) => {
    const response = await client.fetchProtectedResource(configuration, accessToken, new URL(`${GITHUB.api}${path}`), 'GET', undefined, headers());
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
    return (await response.json()) as unknown;
  };
  const user = (await read('/user')) as { id: number; login: string; name?: string | null };
  // Only the primary address, and only once GitHub has verified it.
  const emails = (await read('/user/emails')) as Array<{ email: string; primary: boolean; verified: boolean }>;
  const primary = emails.find((entry) => entry.primary && entry.verified);
  return { subject: String(user.id), email: primary ? primary.email.toLowerCase() : null, ...namesOf(null, null, user.name || user.login), label: user.login };
}

function stringOr(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** First and last name as the provider gives them, or split from its full name. */
function namesOf(given: string | null, family: string | null, full: string): { firstName: string; lastName: string } {
  const clip = (value: string) => value.replace(/[\p{Cc}\p{Cf}]/gu, '').slice(0, NAME_MAX_LENGTH);
  if (given) return { firstName: clip(given), lastName: clip(family ?? '') };
  const [first = full, ...rest] = full.split(/\s+/);
  return { firstName: clip(first), lastName: clip(rest.join(' ')) };
}
