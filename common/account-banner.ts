import type { AccountStatusFields } from './account-status';

/**
 * The account-status banner rules of the accounts spec §4, evaluated in order. Pure so that the
 * server (tests, e-mails) and the web shell agree on exactly one reading. Apart from
 * account-status.ts, which the public pages load (a project page asks whether its reader may
 * comment): only a signed-in reader's shell shows the banner.
 */
export type AccountBanner =
  | { kind: 'banned'; title: 'Account Banned'; reason: string | null }
  | { kind: 'suspended'; title: 'Account Suspended'; until: Date }
  | { kind: 'warned'; title: 'Account Warning'; warningCount: number };

export function accountBanner(user: AccountStatusFields | null | undefined, now: Date = new Date()): AccountBanner | null {
  if (!user) return null;
  const status = user.status ?? 'active';
  // Rule 1 looks only at the status: an active account shows nothing, whatever else it carries.
  if (status === 'active') return null;
  if (status === 'banned' || user.bannedAt) {
    return { kind: 'banned', title: 'Account Banned', reason: user.banReason?.trim() ? user.banReason : null };
  }
  if (status === 'suspended' && user.suspendedUntil) {
    const until = new Date(user.suspendedUntil);
    if (!Number.isNaN(until.getTime()) && until.getTime() > now.getTime()) {
      return { kind: 'suspended', title: 'Account Suspended', until };
    }
  }
  // Rule 4: a suspension that has ended falls through to the warning check.
  const warningCount = user.warningCount ?? 0;
  if (status === 'warned' || warningCount > 0) {
    return { kind: 'warned', title: 'Account Warning', warningCount };
  }
  return null;
}
