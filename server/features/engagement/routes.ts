import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentSchema, createCommentSchema, likedSchema, likeToggleSchema, projectIdParamsSchema } from '../../../common/projects';
import { actionLimit } from '../../platform/action-limits';
import { activeUserFirst, requireActiveUser } from '../../platform/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser } from '../../platform/sessions';
import * as engagement from './service';

const MINUTE = 60 * 1000;
const tags = ['projects'];

/** Likes and comments. Reading is open; acting needs a signed-in account in good standing. */
export async function engagementRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/projects/:id/liked',
    { schema: { tags, summary: 'Whether the signed-in user likes it', params: projectIdParamsSchema, response: { 200: likedSchema } } },
    async (request) => engagement.likedBy(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/projects/:id/like',
    {
      ...activeUserFirst,
      config: perAddress(120, MINUTE),
      schema: { tags, summary: 'Like or unlike', params: projectIdParamsSchema, response: { 200: likeToggleSchema } },
    },
    async (request) => engagement.toggleLike(deps, requireActiveUser(request), request.params.id),
  );

  app.get(
    '/projects/:id/comments',
    { schema: { tags, summary: 'Comments, oldest first', params: projectIdParamsSchema, response: { 200: z.array(commentSchema) } } },
    async (request) => engagement.listComments(deps, request.user, request.params.id),
  );

  app.post(
    '/projects/:id/comments',
    {
      ...activeUserFirst,
      config: perAddress(30, MINUTE),
      schema: { tags, summary: 'Comment', params: projectIdParamsSchema, body: createCommentSchema, response: { 201: commentSchema } },
    },
    async (request, reply) => {
      const user = requireActiveUser(request);
      await actionLimit(request, 'comments', request.body.content);
      return reply.status(201).send(await engagement.addComment(deps, user, request.params.id, request.body.content));
    },
  );
}
