import type { FastifyRequest } from 'fastify';
import { requireStaffRight } from '../../core/people/guards';
import { type Actor, isAdmin } from '../../core/people/policy';
import type { UserRow } from '../../db/schema';

/**
 * Backups hold every account's data, password hashes and sessions included: admins only, moderators
 * not (decision 0023). Visitors 401, everyone else 403, before anything is read.
 */
export function canManageBackups(user: Actor): boolean {
  return isAdmin(user);
}

export function requireBackupAdmin(request: FastifyRequest): UserRow {
  return requireStaffRight(request, canManageBackups);
}
