import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EVENTS_RETRY_MS } from '../../../common/events';
import { tooManyRequests } from '../errors';
import { jobsOf } from '../metrics/jobs';
import { metricsOf } from '../metrics/plugin';
import { requireUser } from '../sessions';
import { findLiveSessionWithUser } from '../sessions/repository';
import { EventBus } from './bus';
import { EventConnection } from './connection';
import { eventsAfter, pruneEvents } from './repository';

/** Comment lines keep proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** Tabs of one person on this process; more answers 429. */
export const MAX_CONNECTIONS_PER_USER = 10;
const REPLAY_LIMIT = 1000;
const EVENT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const querySchema = z.object({ lastEventId: z.string().max(30).optional() });

function eventId(value: unknown): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
}

/**
 * GET /api/events: the signed-in person's Server-Sent Events. A tab reconnecting with
 * Last-Event-ID (header, or `?lastEventId=` for a fresh EventSource) first gets every event it
 * missed, then live ones; see publish.ts for the sending side.
 */
export async function eventStreamRoutes(plainApp: FastifyInstance): Promise<void> {
  const app = plainApp.withTypeProvider<ZodTypeProvider>();
  const { database } = app.deps;
  const connections = new Set<EventConnection>();
  const closeAll = () => {
    for (const connection of [...connections]) connection.close();
  };
  const bus = new EventBus(database, app.log, closeAll);
  const metrics = metricsOf(app.deps);
  await bus.start();

  const pruneTimer = setInterval(() => {
    jobsOf(app.deps).record('events-prune', () => pruneEvents(database.db, new Date(Date.now() - EVENT_LIFETIME_MS))).catch((error) =>
      app.log.error({ err: error }, 'old events could not be pruned'),
    );
  }, PRUNE_EVERY_MS);
  pruneTimer.unref();

  // Open streams would keep app.close() waiting for ever: end them before the server stops.
  app.addHook('preClose', async () => closeAll());
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    closeAll();
    await bus.stop();
  });

  app.get(
    '/events',
    {
      config: { streaming: true },
      schema: {
        tags: ['events'],
        summary: 'Server-Sent Events for the signed-in user (message, notification, block…)',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const sessionId = request.sessionId;
      if (bus.connectionCount(user.id) >= MAX_CONNECTIONS_PER_USER) throw tooManyRequests(30, 'Too many open tabs.');
      const lastEventId = eventId(request.headers['last-event-id']) ?? eventId(request.query.lastEventId);

      const connection = new EventConnection(EVENTS_RETRY_MS);
      connections.add(connection);
      metrics.streamOpened();
      const unsubscribe = bus.subscribe(user.id, (event) => connection.push(event));
      // A signed-out session (log out, password change) stops its stream at the next heartbeat.
      const heartbeat = setInterval(() => {
        connection.heartbeat();
        if (!sessionId) return;
        findLiveSessionWithUser(database.db, sessionId, new Date()).then(
          (found) => {
            if (!found) connection.close();
          },
          () => {},
        );
      }, HEARTBEAT_MS);
      connection.onClose(() => {
        clearInterval(heartbeat);
        unsubscribe();
        connections.delete(connection);
        metrics.streamClosed();
      });
      reply.raw.on('close', () => connection.close());

      if (lastEventId !== null) {
        try {
          connection.replay(await eventsAfter(database.db, user.id, lastEventId, REPLAY_LIMIT));
        } catch (error) {
          connection.close();
          throw error;
        }
      }
      connection.goLive();

      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        // nginx and similar proxies would otherwise hold events back in their buffers.
        .header('x-accel-buffering', 'no');
      return reply.send(connection.stream);
    },
  );
}
