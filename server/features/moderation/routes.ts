import type { FastifyInstance } from 'fastify';
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
import * as content from './content';
import { requireAdmin } from './policy';
import * as sanctions from './sanctions';
import * as moderation from './service';

const tags = ['admin'];
const result = { 200: moderationResultSchema };

/**
 * /api/admin/* (accounts spec §7 admin calls, plus unhide and the audit log). One hook guards the
 * whole plugin (decision 5): visitors 401, anyone without the admin role 403, before any body or
 * id is looked at.
 */
export async function moderationRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  // The hook has already refused everyone else; this hands the handlers the admin's row.
  const admin = requireAdmin;

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
  app.post('/users/:userId/ban', { schema: { ...userAction, summary: 'Ban: their content leaves public views' } }, async (request) =>
    sanctions.banUser(deps, admin(request), request.params.userId, request.body),
  );
  app.post('/users/:userId/unban', { schema: { ...userAction, summary: 'Lift a ban or suspension' } }, async (request) =>
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
    '/audit-log',
    { schema: { tags, summary: 'Every admin action, newest first', querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } },
    async (request) => moderation.auditLog(deps, request.query),
  );
}
