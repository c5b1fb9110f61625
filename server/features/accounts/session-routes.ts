import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, sessionInfoSchema } from '../../../common/auth';
import { signInMethodLabel } from '../../../common/sign-in';
import { notFound } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';
import { describeDevice } from '../../platform/sessions/device';
import * as sessionRepository from '../../platform/sessions/repository';

const tags = ['sessions'];

/** Beyond the spec: see where you are signed in and sign out other devices. */
export async function sessionRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const providerName = (id: string) => app.deps.config.signInProviders.find((provider) => provider.id === id)?.name;

  app.get(
    '/auth/sessions',
    { schema: { tags, summary: 'Devices signed in to this account', response: { 200: z.array(sessionInfoSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await sessionRepository.listSessionsOfUser(db, user.id, new Date());
      // The public id is a prefix of the stored hash: enough to revoke, useless as a cookie.
      return rows.map((row) => ({
        id: row.id.slice(0, 16),
        device: describeDevice(row.userAgent),
        ipAddress: row.ipAddress,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === request.sessionId,
        signInMethod: row.signInMethod,
        signInMethodLabel: signInMethodLabel(row.signInMethod, providerName),
      }));
    },
  );

  app.delete(
    '/auth/sessions/:id',
    { schema: { tags, params: z.object({ id: z.string().max(64) }), response: { 200: messageSchema } } },
    async (request) => {
      const user = requireUser(request);
      const rows = await sessionRepository.listSessionsOfUser(db, user.id, new Date());
      const target = rows.find((row) => row.id.slice(0, 16) === request.params.id);
      if (!target) throw notFound('Session not found');
      await sessionRepository.deleteUserSession(db, user.id, target.id);
      return { message: 'Session signed out' };
    },
  );

  app.delete(
    '/auth/sessions',
    { schema: { tags, summary: 'Sign out every other device', response: { 200: z.object({ message: z.string(), count: z.number() }) } } },
    async (request) => {
      const user = requireUser(request);
      const count = await sessionRepository.deleteSessionsOfUser(db, user.id, request.sessionId ?? undefined);
      return { message: 'Other sessions signed out', count };
    },
  );
}
