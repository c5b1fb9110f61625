import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COLLECTION_MESSAGES,
  collectionIdParamsSchema,
  collectionItemParamsSchema,
  collectionProjectsQuerySchema,
  collectionProjectsSchema,
  collectionSchema,
  createCollectionSchema,
  createdCollectionSchema,
  myCollectionsQuerySchema,
  myCollectionsSchema,
  saveResultSchema,
  updateCollectionSchema,
  userCollectionsSchema,
} from '../../../common/collections';
import { TOTAL_COUNT_HEADER } from '../../../common/people';
import { activeUserFirst } from '../../core/people/guards';
import { perAddress } from '../../platform/rate-limits';
import { requireUser } from '../../platform/sessions';
import * as collections from './service';

const MINUTE = 60 * 1000;
const tags = ['collections'];
const writeLimit = perAddress(120, MINUTE);

/**
 * Collections of saved projects (issue 16). Reads follow the viewer's rights (a private collection
 * is a 404 to all but its owner); every write needs an account in good standing and is the owner's.
 */
export async function collectionRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/collections/mine',
    {
      schema: {
        tags,
        summary: 'My collections, the default "Saved" list first; with projectId, whether each holds that project',
        querystring: myCollectionsQuerySchema,
        response: { 200: myCollectionsSchema },
      },
    },
    async (request) => ({ collections: await collections.myCollections(deps, requireUser(request), request.query.projectId) }),
  );

  app.get(
    '/users/:id/collections',
    {
      schema: {
        tags,
        summary: "A developer's collections: the public ones, and all of one's own",
        params: collectionIdParamsSchema,
        response: { 200: userCollectionsSchema },
      },
    },
    async (request) => collections.listUserCollections(deps, request.user, request.params.id),
  );

  app.get(
    '/collections/:id',
    { schema: { tags, summary: 'A collection', params: collectionIdParamsSchema, response: { 200: collectionSchema } } },
    async (request) => collections.getCollection(deps, request.user, request.params.id),
  );

  app.get(
    '/collections/:id/projects',
    {
      schema: {
        tags,
        summary: `The projects of a collection the viewer sees, last saved first; their number in ${TOTAL_COUNT_HEADER}`,
        params: collectionIdParamsSchema,
        querystring: collectionProjectsQuerySchema,
        response: { 200: collectionProjectsSchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await collections.listCollectionProjects(deps, request.user, request.params.id, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.post(
    '/collections',
    {
      ...activeUserFirst,
      config: writeLimit,
      schema: { tags, summary: 'Create a collection, optionally saving a project into it', body: createCollectionSchema, response: { 201: createdCollectionSchema } },
    },
    async (request, reply) => reply.status(201).send(await collections.createCollection(deps, requireUser(request), request.body)),
  );

  app.patch(
    '/collections/:id',
    {
      ...activeUserFirst,
      config: writeLimit,
      schema: { tags, summary: 'Rename, describe, or make a collection public or private', params: collectionIdParamsSchema, body: updateCollectionSchema, response: { 200: collectionSchema } },
    },
    async (request) => collections.updateCollection(deps, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/collections/:id',
    {
      ...activeUserFirst,
      config: writeLimit,
      schema: { tags, summary: 'Delete a named collection', params: collectionIdParamsSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await collections.deleteCollection(deps, requireUser(request), request.params.id);
      return { message: COLLECTION_MESSAGES.deleted };
    },
  );

  app.put(
    '/collections/:id/items/:projectId',
    {
      ...activeUserFirst,
      config: writeLimit,
      schema: {
        tags,
        summary: 'Save a project into a collection (`saved`: the default list, made when first needed)',
        params: collectionItemParamsSchema,
        response: { 200: saveResultSchema },
      },
    },
    async (request) => collections.saveProject(deps, requireUser(request), request.params.id, request.params.projectId),
  );

  app.delete(
    '/collections/:id/items/:projectId',
    {
      ...activeUserFirst,
      config: writeLimit,
      schema: { tags, summary: 'Remove a project from a collection', params: collectionItemParamsSchema, response: { 200: saveResultSchema } },
    },
    async (request) => collections.unsaveProject(deps, requireUser(request), request.params.id, request.params.projectId),
  );
}
