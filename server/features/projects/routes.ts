import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../common/auth';
import {
  createdProjectSchema,
  createProjectSchema,
  previewUpdatedSchema,
  projectDetailSchema,
  projectIdParamsSchema,
  setPreviewSchema,
  slugParamsSchema,
  updateProjectSchema,
} from '../../../common/projects';
import { actionLimit } from '../../platform/action-limits';
import { activeUserFirst } from '../../core/people/guards';
import { requireUser } from '../../platform/sessions';
import { perAddress } from '../../platform/rate-limits';
import * as projects from './service';
import { PROJECT_MESSAGES } from '../../core/projects/visible-projects';

const HOUR = 60 * 60 * 1000;
const tags = ['projects'];

function visitorOf(request: FastifyRequest): projects.Visitor {
  return { userId: request.user?.id ?? null, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** A visitor gets the encoded answer the other visitors of this count got; a reader their own. */
function answerViewed(request: FastifyRequest, reply: FastifyReply, { detail, answer }: projects.ViewedProject) {
  return answer ? answer.send(request, reply, detail.viewsCount, detail) : detail;
}

/** One project: read (counts a view), create, edit, delete, choose its preview. */
export async function projectRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/projects/slug/:slug',
    { schema: { tags, summary: 'A project by its slug', params: slugParamsSchema, response: { 200: projectDetailSchema } } },
    async (request, reply) => answerViewed(request, reply, await projects.viewProject(deps, request.user, { slug: request.params.slug }, visitorOf(request))),
  );

  app.get(
    '/projects/:id',
    { schema: { tags, summary: 'A project by its id', params: projectIdParamsSchema, response: { 200: projectDetailSchema } } },
    async (request, reply) => answerViewed(request, reply, await projects.viewProject(deps, request.user, { id: request.params.id }, visitorOf(request))),
  );

  app.post(
    '/projects',
    {
      ...activeUserFirst,
      config: perAddress(60, HOUR),
      schema: { tags, summary: 'Create a project', body: createProjectSchema, response: { 201: createdProjectSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await actionLimit(request, 'projects');
      return reply.status(201).send(await projects.createProject(deps, user, request.body));
    },
  );

  app.put(
    '/projects/:id',
    {
      ...activeUserFirst,
      schema: { tags, summary: 'Edit a project (owner)', params: projectIdParamsSchema, body: updateProjectSchema, response: { 200: projectDetailSchema } },
    },
    async (request) => projects.updateProject(deps, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/projects/:id',
    {
      ...activeUserFirst,
      schema: { tags, summary: 'Delete a project and its files (owner)', params: projectIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await projects.deleteProject(deps, requireUser(request), request.params.id, request.log);
      return { message: PROJECT_MESSAGES.deleted };
    },
  );

  app.patch(
    '/projects/:id/preview',
    {
      ...activeUserFirst,
      schema: { tags, summary: 'Choose the card media (owner)', params: projectIdParamsSchema, body: setPreviewSchema, response: { 200: previewUpdatedSchema } },
    },
    async (request) => projects.setPreview(deps, requireUser(request), request.params.id, request.body.previewMediaId),
  );
}

