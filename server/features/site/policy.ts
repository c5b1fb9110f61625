import type { FastifyRequest } from 'fastify';
import { requireStaffRight } from '../../core/people/guards';
import { canChangeSiteSettings } from '../../core/people/policy';
import type { UserRow } from '../../db/schema';

/**
 * Who may change the site: admins only, moderators not (`canChangeSiteSettings`, decision 0023).
 * The same answers as the admin panel's gate (decision 5): visitors 401, everyone else 403, before
 * any body is read.
 */
export function requireSiteAdmin(request: FastifyRequest): UserRow {
  return requireStaffRight(request, canChangeSiteSettings);
}
