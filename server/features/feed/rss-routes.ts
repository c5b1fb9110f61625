import type { FastifyInstance } from 'fastify';
import { SOURCE_LOCALE } from '../../../common/i18n/locales';
import { feedXml } from './rss';

/**
 * The RSS feed of new projects, beside the app (not under /api): feed readers subscribe to it.
 * In the request's language (`/feed.xml?lang=de`, or the reader's browser), so caches keep the
 * languages apart.
 */
export async function rssRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.get('/feed.xml', { schema: { hide: true } }, async (request, reply) => {
    const locale = app.localeOf ? await app.localeOf(request) : SOURCE_LOCALE;
    const xml = await feedXml(deps, deps.translations.for(locale));
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=900')
      .header('Vary', 'Accept-Language, Cookie')
      .send(xml);
  });
}
