import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD } from './compression';
import { etagOf } from './etag';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type BodyEncoding = 'br' | 'gzip';
const ENCODINGS: BodyEncoding[] = ['br', 'gzip'];

/**
 * A body served to many readers as it is (a cached visitor's page, a shared feed answer): its ETag
 * and its br and gzip forms are made once, when first asked for, instead of hashing and
 * compressing the same text for every request. br at quality 6 pays off here: one compression
 * serves a whole cache window.
 */
export class EncodedBody {
  readonly etag: string;
  readonly #bodies = new Map<BodyEncoding, Promise<Buffer>>();

  constructor(readonly text: string) {
    this.etag = etagOf(text);
  }

  /** The encoding to send for this Accept-Encoding (br first), or null for the plain text. */
  static encodingFor(acceptEncoding: string | undefined): BodyEncoding | null {
    return acceptEncoding ? (negotiate(acceptEncoding, ENCODINGS) as BodyEncoding | null) : null;
  }

  body(encoding: BodyEncoding): Promise<Buffer> {
    let body = this.#bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.text, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzip(this.text, { level: 6 });
      this.#bodies.set(encoding, body);
    }
    return body;
  }

  /**
   * Sends it in the encoding the request accepts, as made once, with `Vary: Accept-Encoding` and,
   * for a 200, its ETag (platform/etag.ts keeps an ETag already set and answers If-None-Match;
   * @fastify/compress leaves a body that has a Content-Encoding alone). Below one packet it goes
   * plain, as @fastify/compress would send it.
   */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (reply.statusCode === 200) reply.header('ETag', this.etag);
    const encoding = this.text.length >= COMPRESSION_THRESHOLD ? EncodedBody.encodingFor(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(this.text);
    return reply.header('Content-Encoding', encoding).send(await this.body(encoding));
  }
}
