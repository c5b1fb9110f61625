import { type AccountStatusFields, effectiveStatus } from './account-status';
import { isStaffRole } from './roles';

/**
 * Decision 0040: a suspension or a ban in force pauses staff rights (a warning restricts nobody).
 * The server's staff gate and the admin panel's notice read this one rule. A file of its own, not
 * account-status.ts: that one is in every public page's first load, and this is the panel's.
 */
export function staffRightsPaused(user: AccountStatusFields & { role?: string | null }, now: Date = new Date()): boolean {
  if (!isStaffRole(user.role)) return false;
  const status = effectiveStatus(user, now);
  return status === 'banned' || status === 'suspended';
}
