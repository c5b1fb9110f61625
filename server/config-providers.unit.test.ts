import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** The sign-in provider variables (decision 0026). */
const BASE = { SESSION_SECRET: 'a-session-secret-of-at-least-32-characters', DATA_DIR: '/tmp/shipyard-config-providers' };

function errorOf(environment: Record<string, string>): string {
  try {
    loadConfig({ ...BASE, ...environment });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('sign-in providers in the environment', () => {
  it('offers none by default', () => {
    expect(loadConfig(BASE).signInProviders).toEqual([]);
  });

  it('reads GitHub, GitLab (gitlab.com or self-hosted) and OpenID Connect providers, in that order', () => {
    const config = loadConfig({
      ...BASE,
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      GITLAB_CLIENT_ID: 'gl-id',
      GITLAB_CLIENT_SECRET: 'gl-secret',
      GITLAB_URL: 'https://git.example.com/',
      OIDC_PROVIDERS: 'acme, my-idp',
      OIDC_ACME_ISSUER: 'https://id.acme.example',
      OIDC_ACME_CLIENT_ID: 'acme-id',
      OIDC_ACME_CLIENT_SECRET: 'acme-secret',
      OIDC_ACME_NAME: 'Acme ID',
      OIDC_MY_IDP_ISSUER: 'http://localhost:9000',
      OIDC_MY_IDP_CLIENT_ID: 'idp-id',
      OIDC_MY_IDP_CLIENT_SECRET: 'idp-secret',
    });
    expect(config.signInProviders).toEqual([
      { id: 'github', name: 'GitHub', kind: 'github', issuer: undefined, clientId: 'gh-id', clientSecret: 'gh-secret' },
      { id: 'gitlab', name: 'GitLab', kind: 'gitlab', issuer: 'https://git.example.com', clientId: 'gl-id', clientSecret: 'gl-secret' },
      { id: 'acme', name: 'Acme ID', kind: 'oidc', issuer: 'https://id.acme.example', clientId: 'acme-id', clientSecret: 'acme-secret' },
      { id: 'my-idp', name: 'my-idp', kind: 'oidc', issuer: 'http://localhost:9000', clientId: 'idp-id', clientSecret: 'idp-secret' },
    ]);
    expect(loadConfig({ ...BASE, GITLAB_CLIENT_ID: 'a', GITLAB_CLIENT_SECRET: 'b' }).signInProviders[0]?.issuer).toBe('https://gitlab.com');
  });

  it('names each bad variable', () => {
    expect(errorOf({ GITHUB_CLIENT_ID: 'only-the-id' })).toContain('GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET: set both, or neither');
    expect(errorOf({ GITLAB_CLIENT_SECRET: 'only-the-secret' })).toContain('GITLAB_CLIENT_ID, GITLAB_CLIENT_SECRET: set both, or neither');
    expect(errorOf({ GITLAB_URL: 'http://gitlab.example.com' })).toContain('GITLAB_URL: must be an https:// URL');
    expect(errorOf({ OIDC_PROVIDERS: 'acme' })).toContain('OIDC_ACME_ISSUER, OIDC_ACME_CLIENT_ID, OIDC_ACME_CLIENT_SECRET: required');
    expect(errorOf({ OIDC_PROVIDERS: 'Bad_Id' })).toContain("OIDC_PROVIDERS: 'Bad_Id' must be a unique id");
    expect(errorOf({ OIDC_PROVIDERS: 'github' })).toContain("OIDC_PROVIDERS: 'github'");
    expect(errorOf({ OIDC_PROVIDERS: 'acme,acme', OIDC_ACME_ISSUER: 'https://a.example', OIDC_ACME_CLIENT_ID: 'a', OIDC_ACME_CLIENT_SECRET: 'b' })).toContain(
      "'acme' must be a unique id",
    );
    expect(errorOf({ OIDC_PROVIDERS: 'acme', OIDC_ACME_ISSUER: 'http://id.acme.example', OIDC_ACME_CLIENT_ID: 'a', OIDC_ACME_CLIENT_SECRET: 'b' })).toContain(
      'OIDC_ACME_ISSUER: must be an https:// URL (plain http only on localhost)',
    );
    expect(errorOf({ OIDC_PROVIDERS: 'acme', OIDC_ACME_ISSUER: 'not a url', OIDC_ACME_CLIENT_ID: 'a', OIDC_ACME_CLIENT_SECRET: 'b' })).toContain(
      'OIDC_ACME_ISSUER: must be a URL',
    );
  });
});
