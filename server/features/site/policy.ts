import type { FastifyRequest } from 'fastify';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { canChangeSiteSettings } from '../../core/people/policy';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';

/**
 * Who may change the site: admins only, moderators not (`canChangeSiteSettings`, decision 0023).
 * The same answers as the admin panel's gate (decision 5): visitors 401, everyone else 403, before
 * any body is read.
 */
export function requireSiteAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!canChangeSiteSettings(user)) throw forbidden(MODERATION_MESSAGES.adminOnly);
  return user;
}
