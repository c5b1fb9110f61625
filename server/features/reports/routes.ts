import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReportSchema, REPORT_MESSAGES, reportCreatedSchema } from '../../../common/reports';
import { actionLimit } from '../../platform/action-limits';
import { unbannedUserFirst } from '../../core/people/guards';
import { requireUser } from '../../platform/sessions';
import * as reports from './service';

const tags = ['people'];
const params = z.object({ id: z.string().min(1).max(200) });

/** POST /api/users/:id/report (spec §7). Suspended accounts may report (decision 7), banned ones not. */
export async function reportRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/users/:id/report',
    {
      ...unbannedUserFirst,
      schema: {
        tags,
        summary: 'Report a developer (optionally one of their projects or comments) to the moderators',
        params,
        body: createReportSchema,
        response: { 200: reportCreatedSchema, 201: reportCreatedSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await actionLimit(request, 'reports');
      const { id, created } = await reports.fileReport(deps, user, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send({ id, message: REPORT_MESSAGES.submitted });
    },
  );
}
