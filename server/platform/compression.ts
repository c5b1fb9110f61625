import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { conditionalGet } from './etag';

/**
 * br or gzip for what the server makes on the fly (pages, JSON, XML, robots.txt) and for static
 * files that have no build-time copy. Hashed assets normally carry their Content-Encoding already
 * (web-app.ts sends the build's .br/.gz), and @fastify/compress leaves those alone.
 */

/** Below one packet, the saving does not pay for the work (the usual 1 KB cut-off). */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text formats. Never text/event-stream: a compressor holds events in its buffer until it has
 * enough to emit, so they would arrive late or not at all. (@fastify/compress also asks mime-db
 * for types this does not match; event-stream is not listed there as compressible.)
 */
export const COMPRESSIBLE_TYPE = /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?(?:json|xml)|(?:application|text)\/javascript|image\/svg\+xml)\s*(?:;|$)/i;

export const compression = fp(async (app: FastifyInstance) => {
  // First the ETag hook: it must see the plain body, and a 304 needs no compressing at all.
  await app.register(conditionalGet);
  await app.register(fastifyCompress, {
    global: true,
    // Nothing in the API accepts compressed request bodies; decoding them is only attack surface.
    globalDecompression: false,
    // Every browser sends both; deflate and zstd would only add variants to cache.
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPE,
    // Quality 4 is near gzip's speed with a smaller result; 11 is kept for build time. A 256 KB
    // window (lgwin 18, not the default 4 MB) covers any page or answer made on the fly, and the
    // encoder's state made for every answer is smaller: a 2.3 KB project answer compressed 20–35 %
    // faster to the same bytes (issue 12: compression was a fifth of a project page's CPU).
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
});
