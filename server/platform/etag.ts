import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * ETag and 304 Not Modified on the answers anyone may read and that change only when the
 * content does: the pages of the web app and the public GET API. A browser revalidating a page
 * or a feed it already holds gets an empty 304 instead of the same kilobytes again.
 *
 * The list names routes rather than having each route opt in, because the answer being
 * public is a property of the route: private answers (the signed-in user, messages,
 * notifications, settings, admin, exports) and the event stream are simply not listed.
 */
export const CONDITIONAL_GET_ROUTES: ReadonlySet<string> = new Set([
  // The web app's pages (whatever the page renderer made of index.html) and the crawler documents.
  '/*',
  '/robots.txt',
  '/sitemap.xml',
  '/feed.xml',
  '/manifest.webmanifest',
  // Discovery and the public pages' data.
  '/api/projects',
  '/api/stats',
  '/api/projects/slug/:slug',
  '/api/projects/:id',
  '/api/projects/:id/media',
  '/api/projects/:id/comments',
  '/api/users/search',
  '/api/users/stats',
  '/api/users/:id',
  '/api/users/:id/projects',
  // The community's identity and the operator's pages (decision 0022).
  '/api/site',
  '/api/site/pages/:slug',
]);

/**
 * A weak validator from a hash of the body. Weak, because the same tag stands for the identity,
 * gzip and br encodings of one answer (RFC 9110 §8.8.1): byte-for-byte they differ.
 * SHA-1 is used for speed, not secrecy; a collision would only cost one stale 304.
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** If-None-Match uses the weak comparison: `W/` is ignored, a list or `*` may be sent. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

async function addEtag(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const method = request.method;
  // Only a 200 answer is a representation to validate (RFC 9110 §13.2.1); 404 pages and errors are not.
  if ((method !== 'GET' && method !== 'HEAD') || reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!CONDITIONAL_GET_ROUTES.has(request.routeOptions.url ?? '')) return payload;

  // A page served from the page cache comes with the ETag of its plain HTML (its body may be br).
  const preset = reply.getHeader('ETag');
  const etag = typeof preset === 'string' ? preset : etagOf(payload);
  reply.header('ETag', etag);
  // Without an explicit policy a cache could reuse the answer without asking; no-cache makes every
  // use a revalidation (cheap with the ETag), and a signed-in reader's copy stays in their browser.
  if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', request.user ? 'private, no-cache' : 'no-cache');
  if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  // A 304 has no body, so nothing describes one (RFC 9110 §15.4.5); a null payload makes
  // Fastify send no Content-Length either.
  reply.removeHeader('Content-Length');
  reply.removeHeader('Content-Type');
  return null;
}

/**
 * Registered before @fastify/compress, so it hashes the plain body (once, whatever the encoding)
 * and a 304 is decided before any compression work is done.
 */
export const conditionalGet = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', addEtag);
});
