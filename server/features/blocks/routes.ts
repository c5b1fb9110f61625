import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { blockStatusSchema, userParamsSchema } from '../../../common/messaging';
import { unbannedUserFirst } from '../../core/people/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser } from '../../platform/sessions';
import * as blocks from './service';

const MINUTE = 60 * 1000;
const tags = ['people'];

/** Decision 7: blocking protects the person, so a suspended account may still block; a banned one may not. */
export async function blockRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const params = userParamsSchema;

  app.get(
    '/users/:id/blocked',
    { schema: { tags, summary: 'Whether you blocked this person (and whether they blocked you)', params, response: { 200: blockStatusSchema } } },
    async (request) => blocks.getBlockStatus(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/users/:id/block',
    {
      ...unbannedUserFirst,
      config: perAddress(60, MINUTE),
      schema: { tags, summary: 'Block a person (idempotent): no messages, comments, follows or notifications either way', params, response: { 200: blockStatusSchema } },
    },
    async (request) => blocks.blockUser(deps, requireUser(request), request.params.id),
  );

  app.delete(
    '/users/:id/block',
    { ...unbannedUserFirst, config: perAddress(60, MINUTE), schema: { tags, summary: 'Unblock a person (idempotent)', params, response: { 200: blockStatusSchema } } },
    async (request) => blocks.unblockUser(deps, requireUser(request), request.params.id),
  );
}
