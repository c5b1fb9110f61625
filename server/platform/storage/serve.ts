import type { FastifyInstance } from 'fastify';
import { type ByteRange, contentTypeOfKey, isStorageKey, storageOf, UPLOADS_URL_PREFIX } from './index';

/**
 * GET /uploads/<key> for every storage backend. Uploaded bytes are untrusted, so each answer
 * carries the type we sniffed when storing it (from the extension we chose), `nosniff` so the
 * browser keeps to it, and `CSP: sandbox` so that even a file a browser would render as a page
 * could run no script and reach no cookie. Keys are random and never reused, hence immutable.
 */
export async function uploadsServing(app: FastifyInstance): Promise<void> {
  const storage = storageOf(app.deps);
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const contentType = contentTypeOfKey(key);
    if (!contentType || !isStorageKey(key)) return notFound(reply);
    const range = parseRange(request.headers.range);
    if (range === 'invalid') return reply.status(416).type('text/plain').send('Range Not Satisfiable');
    const found = await storage.read(key, range);
    if (!found) return notFound(reply);
    reply
      .header('Content-Type', contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', 'sandbox')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Accept-Ranges', 'bytes');
    if (found === 'unsatisfiable') {
      return reply.status(416).header('Content-Range', 'bytes */*').type('text/plain').send('Range Not Satisfiable');
    }
    reply.header('Content-Length', String(found.end - found.start + 1));
    if (range) reply.status(206).header('Content-Range', `bytes ${found.start}-${found.end}/${found.size}`);
    return reply.send(found.stream);
  });
}

function notFound(reply: import('fastify').FastifyReply) {
  return reply.status(404).header('X-Content-Type-Options', 'nosniff').type('text/plain').send('Not found');
}

/** One range only (what media players ask for); several ranges are served whole, as RFC 9110 allows. */
export function parseRange(header: string | undefined): ByteRange | undefined | 'invalid' {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.includes(',') ? undefined : 'invalid';
  const [, from, to] = match;
  if (!from && !to) return 'invalid';
  if (!from) return { suffix: Number(to) };
  const start = Number(from);
  if (!to) return { start };
  const end = Number(to);
  return end < start ? 'invalid' : { start, end };
}
