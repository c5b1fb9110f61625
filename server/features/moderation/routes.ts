import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReportSchema,
  adminStatsSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  hideSchema,
  idParamsSchema,
  moderationResultSchema,
  reportsQuerySchema,
  sanctionSchema,
  suspendSchema,
  updateReportSchema,
  userIdParamsSchema,
} from '../../../common/moderation';
import { appealDecisionResultSchema, adminAppealSchema, appealsQuerySchema, decideAppealSchema } from '../../../common/appeals';
import { changeRoleSchema, roleChangedSchema, staffMemberSchema } from '../../../common/staff';
import * as appeals from './appeals';
import * as content from './content';
import { memberRoutes } from './member-routes';
import { requireBanRight, requireRoleRight, requireStaff } from './policy';
import * as roles from './roles';
import * as sanctions from './sanctions';
import * as moderation from './service';

const tags = ['admin'];
const result = { 200: moderationResultSchema };

/**
 * /api/admin/* (accounts spec §7 admin calls, plus unhide, the audit log, appeals and roles). One
 * hook guards the whole plugin (decision 5, widened by 0023): visitors 401, anyone who is not
 * staff 403, before any body or id is looked at. The admin-only calls (ban, roles) add their own
 * hook, so a moderator meets the 403 before any field error too.
 */
export async function moderationRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', async (request) => {
    requireStaff(request);
  });
  // The hook has already refused everyone else; this hands the handlers the staff member's row.
  const admin = requireStaff;
  // Route hooks run after the plugin's: a moderator meets these 403s before any field error.
  const banRight = { onRequest: async (request: FastifyRequest) => void requireBanRight(request) };
  const roleRight = { onRequest: async (request: FastifyRequest) => void requireRoleRight(request) };

  app.get(
    '/reports',
    { schema: { tags, summary: 'Abuse reports, newest first', querystring: reportsQuerySchema, response: { 200: z.array(adminReportSchema) } } },
    async (request) => moderation.listReports(deps, request.query.status),
  );

  app.get('/stats', { schema: { tags, summary: 'Report counts by status', response: { 200: adminStatsSchema } } }, async () =>
    moderation.reportStats(deps),
  );

  app.patch(
    '/reports/:id',
    { schema: { tags, summary: 'Notes and status of a report', params: idParamsSchema, body: updateReportSchema, response: { 200: adminReportSchema } } },
    async (request) => moderation.updateReport(deps, admin(request), request.params.id, request.body),
  );

  const userAction = { tags, params: userIdParamsSchema, body: sanctionSchema, response: result };
  app.post('/users/:userId/warn', { schema: { ...userAction, summary: 'Warn (warning count + 1)' } }, async (request) =>
    sanctions.warnUser(deps, admin(request), request.params.userId, request.body),
  );
  app.post(
    '/users/:userId/suspend',
    { schema: { ...userAction, body: suspendSchema, summary: 'Suspend for 1–365 days (default 7): read-only until then' } },
    async (request) => sanctions.suspendUser(deps, admin(request), request.params.userId, request.body),
  );
  app.post('/users/:userId/ban', { ...banRight, schema: { ...userAction, summary: 'Ban: their content leaves public views (admins)' } }, async (request) =>
    sanctions.banUser(deps, admin(request), request.params.userId, request.body),
  );
  // Moderators may lift a suspension; lifting a ban is checked against the role in the service.
  app.post('/users/:userId/unban', { schema: { ...userAction, summary: 'Lift a ban (admins) or a suspension' } }, async (request) =>
    sanctions.unbanUser(deps, admin(request), request.params.userId, request.body),
  );

  const contentAction = { tags, params: idParamsSchema, response: result };
  app.post('/projects/:id/hide', { schema: { ...contentAction, body: hideSchema, summary: 'Hide a project' } }, async (request) =>
    content.setProjectHidden(deps, admin(request), request.params.id, request.body, true),
  );
  app.post('/projects/:id/unhide', { schema: { ...contentAction, body: sanctionSchema, summary: 'Show a hidden project again' } }, async (request) =>
    content.setProjectHidden(deps, admin(request), request.params.id, request.body, false),
  );
  app.post('/comments/:id/hide', { schema: { ...contentAction, body: hideSchema, summary: 'Hide a comment' } }, async (request) =>
    content.setCommentHidden(deps, admin(request), request.params.id, request.body, true),
  );
  app.post('/comments/:id/unhide', { schema: { ...contentAction, body: sanctionSchema, summary: 'Show a hidden comment again' } }, async (request) =>
    content.setCommentHidden(deps, admin(request), request.params.id, request.body, false),
  );

  app.get(
    '/appeals',
    { schema: { tags, summary: 'Appeals: pending ones oldest first', querystring: appealsQuerySchema, response: { 200: z.array(adminAppealSchema) } } },
    async (request) => appeals.listAppeals(deps, request.query.status),
  );
  const decision = { tags, params: idParamsSchema, body: decideAppealSchema, response: { 200: appealDecisionResultSchema } };
  app.post('/appeals/:id/accept', { schema: { ...decision, summary: 'Accept: the sanction is lifted' } }, async (request) =>
    appeals.decideAppeal(deps, admin(request), request.params.id, true, request.body.reason),
  );
  app.post('/appeals/:id/reject', { schema: { ...decision, summary: 'Reject: the sanction stays' } }, async (request) =>
    appeals.decideAppeal(deps, admin(request), request.params.id, false, request.body.reason),
  );

  app.get('/staff', { schema: { tags, summary: 'Moderators and admins', response: { 200: z.array(staffMemberSchema) } } }, async () =>
    roles.listStaff(deps),
  );
  app.put(
    '/roles',
    { ...roleRight, schema: { tags, summary: 'Give an account a role (admins)', body: changeRoleSchema, response: { 200: roleChangedSchema } } },
    async (request) => roles.changeRole(deps, { actor: requireRoleRight(request), ...request.body }),
  );

  app.get(
    '/audit-log',
    { schema: { tags, summary: 'Every admin action, newest first', querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } },
    async (request) => moderation.auditLog(deps, request.query),
  );

  // A child plugin: it inherits the staff hook above.
  await app.register(memberRoutes);
}
