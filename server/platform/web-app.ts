import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RenderedHtml } from './pages/renderer';
import { hasSessionCookie } from './sessions';

/**
 * Serves the built web app: files from dist/web, and a page for every other non-API path (the
 * server-rendered page when a renderer is given, else index.html, where the client router shows
 * the page or its own Not-found page). Unknown /api paths stay JSON 404s.
 */
export interface WebAppOptions {
  root: string;
  /**
   * Makes the HTML of the page at request.url from index.html, with its status (404 for an
   * unknown project, say). Its answer gets an ETag (platform/etag.ts) and is compressed.
   */
  renderPage?: (request: FastifyRequest, indexHtml: string) => Promise<RenderedHtml>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const webApp = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const indexFile = path.join(options.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no web build at ${options.root}; only the API is served`);
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    // The build writes name.br and name.gz beside each text file (server/tools/precompress-assets.ts);
    // the one the browser accepts is sent as it is, with Vary: Accept-Encoding, and
    // @fastify/compress leaves an answer that already has a Content-Encoding alone.
    preCompressed: true,
    // Those copies are chosen by Accept-Encoding, never addressed by their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (response, filePath) => {
      // Hashed asset names never change content; index.html must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) response.header('Cache-Control', IMMUTABLE);
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/') || urlPath === '/api') {
      return reply.status(404).send({ message: `No route for ${request.method} ${urlPath}`, code: 'not_found' });
    }
    // A missing asset is a real 404, not the app shell (a stale tab would otherwise parse HTML as JS).
    if (urlPath.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    const page = options.renderPage ? await options.renderPage(request, indexHtml) : { statusCode: 200, html: indexHtml };
    // A signed-in visitor's page shows their own state: a shared cache must not keep it.
    const signedIn = hasSessionCookie(request);
    reply
      .status(page.statusCode)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', signedIn ? 'private, no-cache' : 'no-cache')
      // The page is in the reader's language (decision 0033): chosen by these two headers.
      .header('Vary', 'Accept-Language, Cookie');
    if (!page.encoded) return reply.send(page.html);
    // A cached page: its ETag and compressed bodies were made once for every visitor it serves.
    return page.encoded.send(request, reply);
  });
});
