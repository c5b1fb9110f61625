/**
 * The "Continue with …" providers an operator configures in the environment (decision 0026), read
 * by server/config.ts with the rest of the settings; each problem is reported naming its variable.
 */

/**
 * A sign-in provider the operator configured. GitHub speaks OAuth 2 with fixed endpoints; GitLab
 * and the `OIDC_PROVIDERS` are OpenID Connect issuers, found by discovery at `issuer`.
 */
export interface SignInProviderConfig {
  id: string;
  name: string;
  kind: 'github' | 'gitlab' | 'oidc';
  issuer: string | undefined;
  clientId: string;
  clientSecret: string;
}

const PROVIDER_ID = /^[a-z][a-z0-9-]{0,29}$/;

/** Plain http is for an issuer on this machine (development, tests); anywhere else it must be https. */
function issuerProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL, e.g. https://id.example.com';
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) return null;
  return 'must be an https:// URL (plain http only on localhost)';
}

/** The providers the environment configures; every problem goes to `lines`, naming the variable. */
export function signInProvidersFrom(present: Record<string, string | undefined>, lines: string[]): SignInProviderConfig[] {
  const providers: SignInProviderConfig[] = [];
  const pair = (prefix: string) => {
    const clientId = present[`${prefix}_CLIENT_ID`];
    const clientSecret = present[`${prefix}_CLIENT_SECRET`];
    if (!clientId && !clientSecret) return null;
    if (!clientId || !clientSecret) {
      lines.push(`  ${prefix}_CLIENT_ID, ${prefix}_CLIENT_SECRET: set both, or neither`);
      return null;
    }
    return { clientId, clientSecret };
  };
  const github = pair('GITHUB');
  if (github) providers.push({ id: 'github', name: 'GitHub', kind: 'github', issuer: undefined, ...github });
  const gitlab = pair('GITLAB');
  const gitlabUrl = (present.GITLAB_URL ?? 'https://gitlab.com').replace(/\/+$/, '');
  const gitlabProblem = present.GITLAB_URL ? issuerProblem(gitlabUrl) : null;
  if (gitlabProblem) lines.push(`  GITLAB_URL: ${gitlabProblem}`);
  if (gitlab && !gitlabProblem) providers.push({ id: 'gitlab', name: 'GitLab', kind: 'gitlab', issuer: gitlabUrl, ...gitlab });

  const ids = (present.OIDC_PROVIDERS ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  for (const id of ids) {
    if (!PROVIDER_ID.test(id) || id === 'github' || id === 'gitlab' || providers.some((provider) => provider.id === id)) {
      lines.push(
        `  OIDC_PROVIDERS: '${id}' must be a unique id of lower-case letters, digits and dashes (at most 30, starting with a letter), not github or gitlab`,
      );
      continue;
    }
    const prefix = `OIDC_${id.toUpperCase().replaceAll('-', '_')}`;
    const issuer = present[`${prefix}_ISSUER`];
    const clientId = present[`${prefix}_CLIENT_ID`];
    const clientSecret = present[`${prefix}_CLIENT_SECRET`];
    const missing = [['ISSUER', issuer], ['CLIENT_ID', clientId], ['CLIENT_SECRET', clientSecret]].filter(([, value]) => !value);
    if (missing.length > 0) {
      lines.push(`  ${missing.map(([name]) => `${prefix}_${name}`).join(', ')}: required, since OIDC_PROVIDERS names '${id}'`);
      continue;
    }
    const problem = issuerProblem(issuer as string);
    if (problem) {
      lines.push(`  ${prefix}_ISSUER: ${problem}`);
      continue;
    }
    const name = present[`${prefix}_NAME`]?.trim() || id;
    if (name.length > 40) lines.push(`  ${prefix}_NAME: at most 40 characters`);
    providers.push({ id, name: name.slice(0, 40), kind: 'oidc', issuer: issuer as string, clientId: clientId as string, clientSecret: clientSecret as string });
  }
  return providers;
}
