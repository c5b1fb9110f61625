/**
 * The account-status banner rules of the accounts spec §4, evaluated in order. Pure so that the
 * server (tests, e-mails) and the web shell agree on exactly one reading.
 */
export interface AccountStatusFields {
  status?: string | null;
  bannedAt?: string | Date | null;
  banReason?: string | null;
  suspendedUntil?: string | Date | null;
  warningCount?: number | null;
}

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

/** The sanction actually in force on the server: a past suspension no longer restricts. */
export function effectiveStatus(user: AccountStatusFields, now: Date = new Date()): 'active' | 'warned' | 'suspended' | 'banned' {
  if (user.status === 'banned' || user.bannedAt) return 'banned';
  if (user.status === 'suspended') {
    const until = user.suspendedUntil ? new Date(user.suspendedUntil) : null;
    if (until && until.getTime() > now.getTime()) return 'suspended';
    return (user.warningCount ?? 0) > 0 ? 'warned' : 'active';
  }
  if (user.status === 'warned') return 'warned';
  return 'active';
}
