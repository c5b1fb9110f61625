import { effectiveStatus } from '@common/account-status';
import type { CurrentUser } from '@common/auth';
import { formatDateTime } from './format-date';

export interface ContentRestriction {
  kind: 'banned' | 'suspended' | 'unverified';
  /** Why, in a sentence or two, for the place where the action would have been. */
  message: string;
}

/**
 * Why this account may not add or change content right now, or null when it may. Decision 7:
 * a suspension makes an account read-only until it ends and a ban leaves almost nothing; an
 * address changed but not yet verified is read-only too. The server refuses these calls anyway;
 * this only keeps the app from offering buttons that cannot work.
 */
export function contentRestriction(user: CurrentUser | null, now: Date = new Date()): ContentRestriction | null {
  if (!user) return null;
  const status = effectiveStatus(user, now);
  if (status === 'banned') return { kind: 'banned', message: 'Your account is banned, so it can no longer publish or change anything.' };
  if (status === 'suspended') {
    const until = user.suspendedUntil ? ` until ${formatDateTime(user.suspendedUntil)}` : '';
    return { kind: 'suspended', message: `Your account is suspended${until}. Until then it is read-only.` };
  }
  if (user.emailVerified === false) {
    return {
      kind: 'unverified',
      message: `Your e-mail address ${user.email} is not verified yet. Until you follow the link we sent to it, your account is read-only.`,
    };
  }
  return null;
}
