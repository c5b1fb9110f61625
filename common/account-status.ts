/**
 * An account's sanction as the server enforces it (accounts spec §4). Pure so that the server and
 * the web app agree on exactly one reading; the banner the shell shows for it is account-banner.ts.
 */
export interface AccountStatusFields {
  status?: string | null;
  bannedAt?: string | Date | null;
  banReason?: string | null;
  suspendedUntil?: string | Date | null;
  warningCount?: number | null;
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
