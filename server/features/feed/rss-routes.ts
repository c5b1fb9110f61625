import type { FastifyInstance } from 'fastify';
import { feedXml } from './rss';

/** The RSS feed of new projects, beside the app (not under /api): feed readers subscribe to it. */
export async function rssRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.get('/feed.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=900').send(await feedXml(deps)),
  );
}
