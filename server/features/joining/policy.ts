import type { FastifyRequest } from 'fastify';
import { requireStaffRight } from '../../core/people/guards';
import { type Actor, canChangeSiteSettings, isStaff } from '../../core/people/policy';
import type { JoiningSettingsRow, UserRow } from '../../db/schema';

/** Who may do what with joining (decision 0024). Pure functions of the person, tested per role. */

/**
 * Who reviews pending registrations and sees every invitation: the staff, moderators and admins
 * (issue 14, decision 0023).
 */
export function isJoiningStaff(user: Actor | null): boolean {
  return user !== null && isStaff(user);
}

/** The joining settings stay with admins, as the site's settings do (decision 0023). */
export function isSettingsAdmin(user: Actor | null): boolean {
  return user !== null && canChangeSiteSettings(user);
}

/** Visitors 401, everyone else not staff 403, before any body or id is looked at. */
export function requireJoiningStaff(request: FastifyRequest): UserRow {
  return requireStaffRight(request, isJoiningStaff);
}

export function requireSettingsAdmin(request: FastifyRequest): UserRow {
  return requireStaffRight(request, isSettingsAdmin);
}

/** Staff always may invite; members when the operator allows it (the quota is the service's). */
export function mayInvite(user: Actor, settings: Pick<JoiningSettingsRow, 'membersMayInvite'>): boolean {
  return isJoiningStaff(user) || settings.membersMayInvite;
}

/** The maker revokes their own; the staff revoke any. */
export function mayRevoke(user: Pick<UserRow, 'id'> & Actor, invitation: { createdBy: string | null }): boolean {
  return isJoiningStaff(user) || invitation.createdBy === user.id;
}
