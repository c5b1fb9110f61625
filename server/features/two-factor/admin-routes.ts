import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { securitySettingsSchema } from '../../../common/two-factor';
import { requireStaffRight } from '../../core/people/guards';
import { canChangeSiteSettings } from '../../core/people/policy';
import { readStaffTwoFactorRule } from '../../core/second-factor/repository';
import type { UserRow } from '../../db/schema';
import { setStaffTwoFactorRule } from './service';

const tags = ['two-factor'];

/** Admins only, like the site settings (decision 0023): visitors 401, everyone else 403, before any body. */
function requireAdmin(request: FastifyRequest): UserRow {
  return requireStaffRight(request, canChangeSiteSettings);
}

/** /api/admin/security/settings: whether staff must use two-factor sign-in (decision 0025). */
export async function securityAdminRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', async (request) => void requireAdmin(request));

  app.get('/settings', { schema: { tags, summary: 'The security rules for staff', response: { 200: securitySettingsSchema } } }, async () => ({
    requireStaffTwoFactor: await readStaffTwoFactorRule(deps.database.db),
  }));

  app.put(
    '/settings',
    { schema: { tags, summary: 'Require two-factor sign-in for staff, or not', body: securitySettingsSchema, response: { 200: securitySettingsSchema } } },
    async (request) => {
      await setStaffTwoFactorRule(deps, requireAdmin(request), request.body.requireStaffTwoFactor);
      return { requireStaffTwoFactor: request.body.requireStaffTwoFactor };
    },
  );
}
