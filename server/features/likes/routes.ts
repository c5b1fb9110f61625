import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { likedSchema, likeToggleSchema, projectIdParamsSchema } from '../../../common/projects';
import { activeUserFirst } from '../../core/people/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser } from '../../platform/sessions';
import * as likes from './service';

const MINUTE = 60 * 1000;
const tags = ['projects'];

/** Likes: whether I like it, like or unlike. Acting needs a signed-in account in good standing. */
export async function likeRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/projects/:id/liked',
    { schema: { tags, summary: 'Whether the signed-in user likes it', params: projectIdParamsSchema, response: { 200: likedSchema } } },
    async (request) => likes.likedBy(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/projects/:id/like',
    {
      ...activeUserFirst,
      config: perAddress(120, MINUTE),
      schema: { tags, summary: 'Like or unlike', params: projectIdParamsSchema, response: { 200: likeToggleSchema } },
    },
    async (request) => likes.toggleLike(deps, requireUser(request), request.params.id),
  );
}
