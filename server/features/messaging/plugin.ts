import type { FastifyInstance } from 'fastify';
import { eventStreamRoutes } from '../../platform/events/routes';
import { blockRoutes } from '../blocks/routes';
import { notificationRoutes } from '../notifications/routes';
import { messagingRoutes } from './routes';

/**
 * Everything of the community capability, registered by app.ts in one line: the event stream
 * (/api/events), conversations and messages, blocks, notifications and their e-mail digests.
 */
export async function communityCapability(app: FastifyInstance): Promise<void> {
  for (const routes of [eventStreamRoutes, messagingRoutes, blockRoutes, notificationRoutes]) {
    await app.register(routes, { prefix: '/api' });
  }
}
