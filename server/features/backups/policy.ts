import type { FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { isAdmin } from '../../core/people/policy';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';

/**
 * Backups hold every account's data, password hashes and sessions included: admins only, moderators
 * not (decision 0023). Visitors 401, everyone else 403, before anything is read.
 */
export function canManageBackups(user: Pick<UserRow, 'role'>): boolean {
  return isAdmin(user);
}

export function requireBackupAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!canManageBackups(user)) throw forbidden(MODERATION_MESSAGES.adminOnly);
  return user;
}
