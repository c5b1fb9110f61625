import type { FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import type { UserRow } from '../../db/schema';
import { type AppError, badRequest, forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';

/** Who may moderate whom. Pure functions of the people involved, tested for every role. */

export function isAdmin(user: Pick<UserRow, 'role'> | null): boolean {
  return user?.role === 'admin';
}

/** Decision 5: the admin role, checked on the server; visitors 401, everyone else 403. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isAdmin(user)) throw forbidden(MODERATION_MESSAGES.adminOnly);
  return user;
}

/**
 * Why this admin may not warn, suspend or ban this person, or null. An admin must first lose the
 * role (a database or CLI act), so one admin cannot lock the others out of the panel.
 */
export function sanctionRefusal(admin: Pick<UserRow, 'id'>, target: Pick<UserRow, 'id' | 'role'>): AppError | null {
  if (admin.id === target.id) return badRequest(MODERATION_MESSAGES.notYourself);
  if (isAdmin(target)) return forbidden(MODERATION_MESSAGES.notAdmins);
  return null;
}
