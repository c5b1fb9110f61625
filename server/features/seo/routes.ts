import type { FastifyInstance } from 'fastify';
import * as seo from './service';

/** Crawler-facing documents beside the app: robots.txt and the sitemap. */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  // It depends on APP_URL alone, so it is made once.
  const robots = seo.robotsTxt(deps);

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(await seo.sitemapXml(deps)),
  );
}
