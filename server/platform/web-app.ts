import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: files from dist/web, and index.html for every other non-API path so
 * the client router shows the page (or its own Not-found page). Unknown /api paths stay JSON 404s.
 */
export interface WebAppOptions {
  root: string;
  /** Lets a feature fill in page-specific tags (title, Open Graph) before index.html is sent. */
  renderIndex?: (request: FastifyRequest, html: string) => Promise<string> | string;
}

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
    setHeaders: (response, filePath) => {
      // Hashed asset names never change content; index.html must always be revalidated.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/') || urlPath === '/api') {
      return reply.status(404).send({ message: `No route for ${request.method} ${urlPath}`, code: 'not_found' });
    }
    // A missing asset is a real 404, not the app shell (a stale tab would otherwise parse HTML as JS).
    if (urlPath.startsWith('/assets/')) return reply.status(404).type('text/plain').send('Not found');
    const html = options.renderIndex ? await options.renderIndex(request, indexHtml) : indexHtml;
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
});
