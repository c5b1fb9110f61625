import type { FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { STAFF_MESSAGES } from '../../../common/staff';
import { canBan, canGrantRoles, isSanctionable, isStaff } from '../../core/people/policy';
import type { UserRow } from '../../db/schema';
import { type AppError, badRequest, forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';

/**
 * Who may moderate whom, as route checks. The rules themselves are the core's people policy
 * (decision 0023: `isStaff`, `canBan`, `canGrantRoles`), so services and routes read one source.
 */

/** Decision 5, widened by 0023: staff (moderators and admins); visitors 401, members 403. */
export function requireStaff(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isStaff(user)) throw forbidden(MODERATION_MESSAGES.adminOnly);
  return user;
}

/** Ban and unban of a ban: admins only; a moderator gets a 403 that says so. */
export function requireBanRight(request: FastifyRequest): UserRow {
  const user = requireStaff(request);
  if (!canBan(user)) throw forbidden(MODERATION_MESSAGES.banAdminsOnly);
  return user;
}

export function requireRoleRight(request: FastifyRequest): UserRow {
  const user = requireStaff(request);
  if (!canGrantRoles(user)) throw forbidden(STAFF_MESSAGES.adminsOnly);
  return user;
}

/**
 * Why this staff member may not warn, suspend or ban this person, or null. An admin must first
 * lose the role, so one admin cannot lock the others out of the panel; a moderator answers to admins.
 */
export function sanctionRefusal(actor: Pick<UserRow, 'id' | 'role'>, target: Pick<UserRow, 'id' | 'role'>): AppError | null {
  if (actor.id === target.id) return badRequest(MODERATION_MESSAGES.notYourself);
  if (!isSanctionable(actor, target)) return forbidden(target.role === 'admin' ? MODERATION_MESSAGES.notAdmins : MODERATION_MESSAGES.notStaff);
  return null;
}
