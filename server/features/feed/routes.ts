import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOTAL_COUNT_HEADER } from '../../../common/people';
import { listProjectsQuerySchema, projectListItemSchema, siteStatsSchema } from '../../../common/projects';
import { sendSharedAnswer } from '../../platform/shared-answers';
import * as feed from './service';

const tags = ['projects'];

/** Discovery: the project feed (filters, search, sorts, pages) and the site totals. */
export async function feedRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/projects',
    {
      config: { sharedWithVisitors: true },
      schema: {
        tags,
        summary: 'Listed projects: category or group, search, sort, featured, limit (max 100), offset; a search sends X-Total-Count',
        querystring: listProjectsQuerySchema,
        response: { 200: z.array(projectListItemSchema) },
      },
    },
    async (request, reply) => {
      const list = () => feed.listProjects(deps, request.query, request.user);
      const countHeader = (total: number | null): Record<string, string> => (total === null ? {} : { [TOTAL_COUNT_HEADER]: String(total) });
      // A visitor's feed depends on the address only: one answer a second serves them all.
      if (!request.user) {
        return sendSharedAnswer(request, reply, async () => {
          const { items, total } = await list();
          return { payload: items, headers: countHeader(total) };
        });
      }
      const { items, total } = await list();
      reply.headers(countHeader(total));
      return items;
    },
  );

  app.get(
    '/stats',
    { config: { sharedWithVisitors: true }, schema: { tags, summary: 'Site totals (listed content only)', response: { 200: siteStatsSchema } } },
    // The same for every reader: made once a second at most, like the visitor's feed.
    async (request, reply) => sendSharedAnswer(request, reply, async () => ({ payload: await feed.siteStats(deps) })),
  );
}
