import type { FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import type { JoiningSettingsRow, UserRow } from '../../db/schema';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';

/** Who may do what with joining (decision 0024). Pure functions of the person, tested per role. */

/**
 * Who reviews pending registrations and sees every invitation: the staff. Today that is the admin
 * role; the moderator role (branch staff-roles) is added here, and only here.
 */
export function isJoiningStaff(user: Pick<UserRow, 'role'> | null): boolean {
  return user?.role === 'admin';
}

/** The joining settings stay with admins, whatever other staff roles exist. */
export function isSettingsAdmin(user: Pick<UserRow, 'role'> | null): boolean {
  return user?.role === 'admin';
}

/** Visitors 401, everyone else not staff 403, before any body or id is looked at. */
export function requireJoiningStaff(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isJoiningStaff(user)) throw forbidden(MODERATION_MESSAGES.adminOnly);
  return user;
}

export function requireSettingsAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isSettingsAdmin(user)) throw forbidden(MODERATION_MESSAGES.adminOnly);
  return user;
}

/** Staff always may invite; members when the operator allows it (the quota is the service's). */
export function mayInvite(user: Pick<UserRow, 'role'>, settings: Pick<JoiningSettingsRow, 'membersMayInvite'>): boolean {
  return isJoiningStaff(user) || settings.membersMayInvite;
}

/** The maker revokes their own; the staff revoke any. */
export function mayRevoke(user: Pick<UserRow, 'id' | 'role'>, invitation: { createdBy: string | null }): boolean {
  return isJoiningStaff(user) || invitation.createdBy === user.id;
}
