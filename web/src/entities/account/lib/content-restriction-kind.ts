import { effectiveStatus } from '@common/account-status';
import type { CurrentUser } from '@common/auth';

export type RestrictionKind = 'banned' | 'suspended' | 'unverified';

/**
 * Which rule keeps this account from adding or changing content right now, or null when none
 * does. Decision 7: a suspension makes an account read-only until it ends and a ban leaves almost
 * nothing; an address changed but not yet verified is read-only too. The server refuses these
 * calls anyway; this only keeps the app from offering buttons that cannot work. Kept apart from
 * the messages (account-permissions.ts), which need date formatting a visitor's page does not.
 */
export function restrictionKind(user: CurrentUser | null, now: Date = new Date()): RestrictionKind | null {
  if (!user) return null;
  const status = effectiveStatus(user, now);
  if (status === 'banned' || status === 'suspended') return status;
  return user.emailVerified === false ? 'unverified' : null;
}

/** Whether a signed-in account is read-only now (nothing to edit, delete or add is offered). */
export const isRestricted = (user: CurrentUser | null, now?: Date) => restrictionKind(user, now) !== null;
