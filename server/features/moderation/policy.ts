import type { FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { STAFF_MESSAGES } from '../../../common/staff';
import { requireStaffRight } from '../../core/people/guards';
import { type Actor, canBan, canGrantRoles, isSanctionable, isStaff } from '../../core/people/policy';
import type { UserRow } from '../../db/schema';
import { type AppError, badRequest, forbidden } from '../../platform/errors';

/**
 * Who may moderate whom, as route checks. The rules themselves are the core's people policy
 * (decision 0023: `isStaff`, `canBan`, `canGrantRoles`), so services and routes read one source.
 */

/**
 * Decision 5, widened by 0023 and 0040: staff (moderators and admins) in good standing; visitors
 * 401, members 403, sanctioned staff 403 saying their rights are paused.
 */
export function requireStaff(request: FastifyRequest): UserRow {
  return requireStaffRight(request, (user) => isStaff(user));
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

/** Nobody acts on their own account: not to sanction it, not to lift its sanction (decision 0040). */
export function selfRefusal(actor: Pick<UserRow, 'id'>, target: Pick<UserRow, 'id'>): AppError | null {
  return actor.id === target.id ? badRequest(MODERATION_MESSAGES.notYourself) : null;
}

/**
 * Why this staff member may not warn, suspend or ban this person, or null. An admin must first
 * lose the role, so one admin cannot lock the others out of the panel; a moderator answers to admins.
 */
export function sanctionRefusal(actor: Pick<UserRow, 'id'> & Actor, target: Pick<UserRow, 'id' | 'role'>): AppError | null {
  const self = selfRefusal(actor, target);
  if (self) return self;
  if (!isSanctionable(actor, target)) return forbidden(target.role === 'admin' ? MODERATION_MESSAGES.notAdmins : MODERATION_MESSAGES.notStaff);
  return null;
}
