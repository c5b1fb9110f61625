import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../common/auth';
import { addMediaSchema, mediaParamsSchema, projectIdParamsSchema, projectMediaSchema } from '../../../common/projects';
import { activeUserFirst } from '../../core/people/guards';
import { requireUser } from '../../platform/sessions';
import * as media from './media-service';

const tags = ['projects'];

/** A project's images and videos: list (whoever can see it), add and remove (owner). */
export async function projectMediaRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/projects/:id/media',
    { schema: { tags, summary: "A project's media, in order", params: projectIdParamsSchema, response: { 200: z.array(projectMediaSchema) } } },
    async (request) => media.listMedia(deps, request.user, request.params.id),
  );

  app.post(
    '/projects/:id/media',
    {
      ...activeUserFirst,
      schema: {
        tags,
        summary: 'Attach an uploaded file (owner)',
        params: projectIdParamsSchema,
        body: addMediaSchema,
        response: { 201: projectMediaSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return reply.status(201).send(await media.addMedia(deps, user, request.params.id, request.body));
    },
  );

  app.delete(
    '/projects/:id/media/:mediaId',
    {
      ...activeUserFirst,
      schema: { tags, summary: 'Remove a media item and its files (owner)', params: mediaParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await media.removeMedia(deps, requireUser(request), request.params.id, request.params.mediaId, request.log);
      return { message: media.MEDIA_MESSAGES.removed };
    },
  );
}
