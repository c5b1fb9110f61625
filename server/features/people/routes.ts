import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema } from '../../../common/auth';
import {
  developerCardSchema,
  developerSearchQuerySchema,
  directoryStatsSchema,
  followStateSchema,
  isFollowingSchema,
  publicDeveloperSchema,
  TOTAL_COUNT_HEADER,
  updateProfileSchema,
  userProjectsQuerySchema,
} from '../../../common/people';
import { projectListItemSchema } from '../../../common/projects';
import { actionLimit } from '../../platform/action-limits';
import { activeUserFirst, unbannedUserFirst } from '../../core/people/guards';
import { perAddress } from '../../platform/rate-limits';
import { sendSharedAnswer } from '../../platform/shared-answers';
import { requireUser } from '../../platform/sessions';
import { avatarRoutes } from './avatar-routes';
import * as directory from './directory';
import * as people from './service';

const MINUTE = 60 * 1000;
const tags = ['people'];
const params = z.object({ id: z.string().min(1).max(200) });

/**
 * The people API (projects spec §7 "Users"). `/users/search`, `/users/stats` and
 * `/users/profile` are static segments, which the router always prefers to `/users/:id`.
 */
export async function peopleRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/users/search',
    {
      // Search-as-you-type is chatty, but each call is a ranked query: a generous per-address cap.
      config: perAddress(240, MINUTE),
      schema: {
        tags,
        summary: `Developers matching q ('*' or empty: everyone, newest first); the number of all matches is in ${TOTAL_COUNT_HEADER}`,
        querystring: developerSearchQuerySchema,
        response: { 200: z.array(developerCardSchema) },
      },
    },
    // The answer depends on the address alone (no viewer goes into it): one answer a second
    // serves every reader, signed in or not — search-as-you-type sends the same words often.
    async (request, reply) => {
      await sendSharedAnswer(request, reply, async () => {
        const { cards, total } = await directory.searchDevelopers(deps, request.query);
        return { payload: cards, headers: { [TOTAL_COUNT_HEADER]: String(total) } };
      });
    },
  );

  app.get(
    '/users/stats',
    { config: { sharedWithVisitors: true }, schema: { tags, summary: 'Numbers and popular skills of the developers directory', response: { 200: directoryStatsSchema } } },
    // The same for every reader: made once a second at most, like the search.
    async (request, reply) => sendSharedAnswer(request, reply, async () => ({ payload: await directory.directoryStats(deps) })),
  );

  app.put(
    '/users/profile',
    {
      // A visitor gets 401 and a suspended account 403 before any field error.
      ...activeUserFirst,
      schema: { tags, summary: 'Edit your own profile', body: updateProfileSchema, response: { 200: currentUserSchema } },
    },
    async (request) => people.updateProfile(deps, requireUser(request), request.body),
  );

  app.get(
    '/users/:id',
    { schema: { tags, summary: 'A developer page', params, response: { 200: publicDeveloperSchema } } },
    async (request) => people.getDeveloper(deps, request.user, request.params.id),
  );

  app.get(
    '/users/:id/projects',
    {
      schema: {
        tags,
        summary: `A developer's projects, newest first; the number of all of them is in ${TOTAL_COUNT_HEADER}`,
        params,
        querystring: userProjectsQuerySchema,
        response: { 200: z.array(projectListItemSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await people.listDeveloperProjects(deps, request.user, request.params.id, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );

  app.get(
    '/users/:id/is-following',
    { schema: { tags, summary: 'Whether you follow this developer', params, response: { 200: isFollowingSchema } } },
    async (request) => ({ isFollowing: await people.isFollowing(deps, requireUser(request), request.params.id) }),
  );

  app.post(
    '/users/:id/follow',
    {
      ...activeUserFirst,
      config: perAddress(120, MINUTE),
      schema: { tags, summary: 'Follow a developer (idempotent)', params, response: { 200: followStateSchema, 201: followStateSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await actionLimit(request, 'follows');
      const { created, followersCount } = await people.follow(deps, user, request.params.id);
      return reply.status(created ? 201 : 200).send({ isFollowing: true, followersCount });
    },
  );

  app.delete(
    '/users/:id/follow',
    {
      ...unbannedUserFirst,
      config: perAddress(120, MINUTE),
      schema: { tags, summary: 'Stop following a developer (idempotent)', params, response: { 200: followStateSchema } },
    },
    async (request) => {
      // Withdrawing a follow takes nothing from anyone, so a suspended account may still do it.
      const { followersCount } = await people.unfollow(deps, requireUser(request), request.params.id);
      return { isFollowing: false, followersCount };
    },
  );

  await app.register(avatarRoutes);
}
