import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../platform/errors';
import type { AppDependencies } from '../dependencies';
import { isStaff } from '../people/policy';
import { totpEnabled } from './codes';
import { readStaffTwoFactorRule } from './repository';

/** Where every staff tool is (decision 0025): the routes whose pattern starts here are held. */
const STAFF_ROUTES = '/api/admin/';

/** The 403 a staff member without two-factor sign-in gets while the admins require it, or null. */
export async function staffTwoFactorRefusal(deps: AppDependencies, user: UserRow) {
  if (!isStaff(user)) return null;
  if (!(await readStaffTwoFactorRule(deps.database.db))) return null;
  if (await totpEnabled(deps, user.id)) return null;
  return forbidden(TWO_FACTOR_MESSAGES.staffNeedsTwoFactor, { needsTwoFactor: true });
}

/**
 * Decision 0025: every staff tool is under /api/admin/, so one hook, after authentication and
 * before each plugin's own role check, holds them all. It asks which route the request matched,
 * never how the address was spelt: the router decodes `/api/%61dmin/reports` to the staff route,
 * and a test of the raw URL let it through. Members and visitors pass through to that check
 * unchanged; only staff pay the two small reads, and only on staff calls.
 */
export const staffTwoFactorGate = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!request.user || !request.routeOptions.url?.startsWith(STAFF_ROUTES)) return;
    const refusal = await staffTwoFactorRefusal(app.deps, request.user);
    if (refusal) throw refusal;
  });
});
