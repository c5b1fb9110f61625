import { effectiveStatus } from '../../../common/account-status';
import { CANNOT_FOLLOW_BLOCKED_MESSAGE } from '../../../common/messaging';
import { CANNOT_FOLLOW_SELF_MESSAGE } from '../../../common/people';
import type { UserRow } from '../../db/schema';

/**
 * Who may see and do what with people (projects spec §5 and §6, decisions 7 and 9). Pure
 * functions of the viewer and the person, so each rule is tested for every role.
 */

/**
 * Who is asking: a signed-in person (a loaded account row fits) or null for a visitor. The one
 * viewer type of the server: project and people rules take the same.
 */
export type Viewer = {
  id: string;
  role: UserRow['role'];
  status: UserRow['status'];
  bannedAt?: Date | null;
  suspendedUntil?: Date | null;
  warningCount?: number;
} | null;
export type Person = Pick<UserRow, 'id' | 'status' | 'bannedAt' | 'suspendedUntil' | 'warningCount' | 'firstVerifiedAt'>;

/** The person themselves and admins see a profile whole, whatever its sanctions. */
function isSelfOrAdmin(viewer: Viewer, person: Pick<Person, 'id'>): boolean {
  return viewer !== null && (viewer.id === person.id || viewer.role === 'admin');
}

/**
 * The status gate (decision 7): suspended and banned people may read but not act — no project,
 * like, comment, follow or message. The one definition; the guards of platform/guards.ts answer
 * the same question for the signed-in request with the message to show.
 */
export function mayAct(viewer: NonNullable<Viewer>, now: Date = new Date()): boolean {
  return !isRestricted(viewer, now);
}

function isRestricted(user: Person | NonNullable<Viewer>, now: Date): boolean {
  const status = effectiveStatus(user, now);
  return status === 'suspended' || status === 'banned';
}

/**
 * `shownToOthers` of the people repository, for one loaded person: banned people disappear from
 * public views (decision 7), and so does an account that never verified an address (decision
 * 0015) — but not a member whose changed address still waits for its link.
 */
export function isShownToOthers(person: Person, now: Date = new Date()): boolean {
  return effectiveStatus(person, now) !== 'banned' && person.firstVerifiedAt !== null;
}

/** To anyone but the person and admins, the page of someone not shown to others is a 404. */
export function canViewProfile(viewer: Viewer, person: Person, now: Date = new Date()): boolean {
  return isShownToOthers(person, now) || isSelfOrAdmin(viewer, person);
}

/** Website and public e-mail: only for a signed-in viewer who is not suspended (spec §5). */
export function canSeeContactDetails(viewer: Viewer, person: Person, now: Date = new Date()): boolean {
  if (viewer === null) return false;
  return isSelfOrAdmin(viewer, person) || !isRestricted(viewer, now);
}

/** Social links are hidden while their owner is suspended (spec §5); a ban hides them too. */
export function canSeeSocialLinks(viewer: Viewer, person: Person, now: Date = new Date()): boolean {
  return isSelfOrAdmin(viewer, person) || !isRestricted(person, now);
}

/**
 * Which of a person's projects a viewer sees: the owner everything (drafts and hidden ones
 * included), admins every published project (hidden ones too, decision 8), everyone else the
 * listed ones (published, not hidden, author not banned).
 */
export type ProjectScope = 'all' | 'published' | 'listed';
export function projectScope(viewer: Viewer, ownerId: string): ProjectScope {
  if (viewer?.id === ownerId) return 'all';
  if (viewer?.role === 'admin') return 'published';
  return 'listed';
}

/**
 * Why the viewer may not follow the person, or null when they may. The sanction of the viewer is
 * checked by the guard before this; `blocked` is a block in either direction (decision 9), which
 * the caller looks up.
 */
export function followRefusal(viewer: NonNullable<Viewer>, person: Person, blocked = false): string | null {
  if (viewer.id === person.id) return CANNOT_FOLLOW_SELF_MESSAGE;
  if (blocked) return CANNOT_FOLLOW_BLOCKED_MESSAGE;
  return null;
}
