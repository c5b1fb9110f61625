import type { WaysIn } from './ways-in-repository';

/** One way in that is about to go: a linked provider or a passkey. */
export type LeavingWay = { provider: string } | { passkey: string };

/**
 * The one rule for removing a way to sign in (a linked provider, a passkey): at least one must
 * stay. A password is one; a provider is one only while the site still offers it (a provider
 * taken out of the configuration signs no one in); a passkey signs in alone (decision 0025).
 */
export function keepsAWayIn(ways: WaysIn, leaving: LeavingWay, configuredProviders: ReadonlySet<string>): boolean {
  if (ways.password) return true;
  const providers = ways.providers.filter((id) => configuredProviders.has(id) && !('provider' in leaving && leaving.provider === id));
  const passkeys = ways.passkeys.filter((id) => !('passkey' in leaving && leaving.passkey === id));
  return providers.length + passkeys.length > 0;
}
