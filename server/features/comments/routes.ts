import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentSchema, createCommentSchema, projectIdParamsSchema } from '../../../common/projects';
import { actionLimit } from '../../platform/action-limits';
import { activeUserFirst } from '../../core/people/guards';
import { requireUser } from '../../platform/sessions';
import { perAddress } from '../../platform/rate-limits';
import * as comments from './service';

const MINUTE = 60 * 1000;
const tags = ['projects'];

/** Comments: reading is open; writing needs a signed-in account in good standing. */
export async function commentRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/projects/:id/comments',
    { schema: { tags, summary: 'Comments, oldest first', params: projectIdParamsSchema, response: { 200: z.array(commentSchema) } } },
    async (request) => comments.listComments(deps, request.user, request.params.id),
  );

  app.post(
    '/projects/:id/comments',
    {
      ...activeUserFirst,
      config: perAddress(30, MINUTE),
      schema: { tags, summary: 'Comment', params: projectIdParamsSchema, body: createCommentSchema, response: { 201: commentSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await actionLimit(request, 'comments', request.body.content);
      return reply.status(201).send(await comments.addComment(deps, user, request.params.id, request.body.content));
    },
  );
}
