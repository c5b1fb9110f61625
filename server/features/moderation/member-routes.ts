import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { membersPageSchema, membersQuerySchema } from '../../../common/members';
import { listMembers } from './members';

/**
 * GET /api/admin/users: the Members tab. Registered inside moderationRoutes, so the staff hook of
 * that plugin has already answered visitors 401 and everyone else 403 before this runs.
 */
export async function memberRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every account, newest first, searched by name or e-mail address (20 a page)',
        querystring: membersQuerySchema,
        response: { 200: membersPageSchema },
      },
    },
    async (request) => listMembers(deps, request.query),
  );
}
