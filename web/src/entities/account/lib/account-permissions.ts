import type { CurrentUser } from '@common/auth';
import { type RestrictionKind, restrictionKind } from './content-restriction-kind';
import { formatDateTime } from '@web/lib/format-date';

export interface ContentRestriction {
  kind: RestrictionKind;
  /** Why, in a sentence or two, for the place where the action would have been. */
  message: string;
}

/** Why this account may not add or change content right now (see restrictionKind), or null when it may. */
export function contentRestriction(user: CurrentUser | null, now: Date = new Date()): ContentRestriction | null {
  const kind = restrictionKind(user, now);
  if (!user || !kind) return null;
  if (kind === 'banned') return { kind, message: 'Your account is banned, so it can no longer publish or change anything.' };
  if (kind === 'suspended') {
    const until = user.suspendedUntil ? ` until ${formatDateTime(user.suspendedUntil)}` : '';
    return { kind, message: `Your account is suspended${until}. Until then it is read-only.` };
  }
  return {
    kind,
    message: `Your e-mail address ${user.email} is not verified yet. Until you follow the link we sent to it, your account is read-only.`,
  };
}
