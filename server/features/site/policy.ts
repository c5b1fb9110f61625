import type { FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';

/**
 * Who may change the site: admins only (issue 14: moderators, coming beside admins, may not).
 * The same rule and answers as the admin panel's gate (decision 5): visitors 401, everyone else
 * 403, before any body is read. Written here because a feature does not import another.
 */
export function mayChangeSite(user: Pick<UserRow, 'role'> | null): boolean {
  return user?.role === 'admin';
}

export function requireSiteAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!mayChangeSite(user)) throw forbidden(MODERATION_MESSAGES.adminOnly);
  return user;
}
