import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOTAL_COUNT_HEADER } from '../../../common/people';
import { listProjectsQuerySchema, projectListItemSchema, siteStatsSchema } from '../../../common/projects';
import * as feed from './service';

const tags = ['projects'];

/** Discovery: the project feed (filters, search, sorts, pages) and the site totals. */
export async function feedRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/projects',
    {
      schema: {
        tags,
        summary: 'Listed projects: category or group, search, sort, featured, limit (max 100), offset; a search sends X-Total-Count',
        querystring: listProjectsQuerySchema,
        response: { 200: z.array(projectListItemSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await feed.listProjects(deps, request.query, request.user);
      if (total !== null) reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.get(
    '/stats',
    { schema: { tags, summary: 'Site totals (listed content only)', response: { 200: siteStatsSchema } } },
    async () => feed.siteStats(deps),
  );
}
