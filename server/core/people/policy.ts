import { effectiveStatus } from '../../../common/account-status';
import { staffRightsPaused } from '../../../common/staff-rights';
import { APPEAL_DECIDERS, type SanctionKind } from '../../../common/appeals';
import { CANNOT_FOLLOW_BLOCKED_MESSAGE } from '../../../common/messaging';
import { CANNOT_FOLLOW_SELF_MESSAGE } from '../../../common/people';
import { isStaffRole } from '../../../common/roles';
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

/** What the staff rules read of the person acting: the role, and the standing that can pause it. */
export type Actor = Pick<UserRow, 'role' | 'status'> & Partial<Pick<UserRow, 'bannedAt' | 'suspendedUntil' | 'warningCount'>>;

/**
 * Decision 0040: staff powers need the role and good standing. A moderator or admin who is
 * suspended or banned has none while the sanction lasts — not the panel, not hidden content, not
 * their own appeal (`staffRightsPaused`, shared with the admin panel). A warning leaves them. The
 * role itself stays, so the powers come back when the sanction ends.
 */
export { staffRightsPaused };

/**
 * Staff roles (decision 0023), one function per rule. Moderators and admins are staff: they see
 * what moderation hides, handle reports, warn, suspend, hide and unhide, and review appeals. Only
 * admins ban and unban, change site settings, and grant or take roles. These read the person
 * acting; rules about whom an action reaches read the role alone (`isSanctionable`).
 */
export function isStaff(viewer: Viewer | Actor, now: Date = new Date()): boolean {
  return viewer !== null && isStaffRole(viewer.role) && !staffRightsPaused(viewer, now);
}
export function isAdmin(viewer: Viewer | Actor, now: Date = new Date()): boolean {
  return viewer?.role === 'admin' && !staffRightsPaused(viewer, now);
}
/** Ban, and lift a ban: the heaviest sanction stays with admins. */
export const canBan = (actor: Actor): boolean => isAdmin(actor);
export const canGrantRoles = canBan;
export const canChangeSiteSettings = canBan;
export const canReviewAppeals = (actor: Actor): boolean => isStaff(actor);
/** Lifting a suspension (the unban call): the staff who may impose it; lifting a ban: who may ban. */
export function canLift(actor: Actor, status: 'banned' | 'suspended'): boolean {
  return status === 'banned' ? canBan(actor) : isStaff(actor);
}
/**
 * Deciding an appeal follows the action it would undo (decision 0040): staff decide appeals of
 * warnings and suspensions, only those who may lift a ban decide the appeal of one.
 */
export function canDecideAppeal(actor: Actor, sanction: SanctionKind): boolean {
  return APPEAL_DECIDERS[sanction] === 'admins' ? canBan(actor) : canReviewAppeals(actor);
}
/**
 * Whom an actor may never warn, suspend or ban: admins (one admin must not lock the others out of
 * the panel; the role is taken first), and moderators unless the actor is an admin. The target's
 * role counts whatever its standing: a suspended moderator still answers only to admins.
 */
export function isSanctionable(actor: Actor, target: Pick<UserRow, 'role'>): boolean {
  if (target.role === 'admin') return false;
  return !isStaffRole(target.role) || isAdmin(actor);
}

/** The person themselves and staff see a profile whole, whatever its sanctions. */
function isSelfOrAdmin(viewer: Viewer, person: Pick<Person, 'id'>): boolean {
  return viewer !== null && (viewer.id === person.id || isStaff(viewer));
}

/** What the status gate reads of an account. */
export type Standing = Pick<UserRow, 'status' | 'bannedAt' | 'suspendedUntil' | 'warningCount' | 'emailVerified'>;
export type StandingRefusal = { reason: 'banned' } | { reason: 'suspended'; until: Date } | { reason: 'unverified' };

/**
 * The status gate, its one definition (decision 7): suspended and banned people may read but not
 * create or change content — no project, upload, like, comment, follow, profile edit or message.
 * Decision 0015: an address not verified (after a change of address; other accounts cannot sign
 * in unverified) is read-only the same way, until the link is followed. Sanctions are named first:
 * verifying would not lift them. Routes apply it before anything else (`activeUserFirst`), so
 * the services behind them take a user already admitted.
 */
export function actRefusal(user: Standing, now: Date = new Date()): StandingRefusal | null {
  const status = effectiveStatus(user, now);
  if (status === 'banned') return { reason: 'banned' };
  if (status === 'suspended' && user.suspendedUntil) return { reason: 'suspended', until: user.suspendedUntil };
  if (!user.emailVerified) return { reason: 'unverified' };
  return null;
}

/**
 * What a suspended account may still do — block, report, withdraw a follow, change settings and
 * its address (decision 7: those protect the person) — only a ban refuses. An unverified address
 * refuses none of them: changing the address again is how a typo is mended.
 */
export function protectRefusal(user: Standing, now: Date = new Date()): { reason: 'banned' } | null {
  return effectiveStatus(user, now) === 'banned' ? { reason: 'banned' } : null;
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

/** To anyone but the person and staff, the page of someone not shown to others is a 404. */
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
 * listed ones (published, not hidden, author not banned). Moderators see as admins do: they
 * unhide what they find hidden.
 */
export type ProjectScope = 'all' | 'published' | 'listed';
export function projectScope(viewer: Viewer, ownerId: string): ProjectScope {
  if (viewer?.id === ownerId) return 'all';
  if (isStaff(viewer)) return 'published';
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
