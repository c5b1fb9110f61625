import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { etagOf } from '../etag';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageEncoding = 'br' | 'gzip';
const ENCODINGS: PageEncoding[] = ['br', 'gzip'];

/**
 * A page served to many visitors as it is (a cached visitor's page): its ETag and its br and gzip
 * bodies are made once, when first asked for, instead of hashing and compressing the same HTML
 * for every request. br at quality 6 pays off here: one compression serves a whole cache window.
 */
export class EncodedPage {
  readonly etag: string;
  readonly #bodies = new Map<PageEncoding, Promise<Buffer>>();

  constructor(readonly html: string) {
    this.etag = etagOf(html);
  }

  /** The encoding to send for this Accept-Encoding (br first), or null for the plain page. */
  static encodingFor(acceptEncoding: string | undefined): PageEncoding | null {
    return acceptEncoding ? (negotiate(acceptEncoding, ENCODINGS) as PageEncoding | null) : null;
  }

  body(encoding: PageEncoding): Promise<Buffer> {
    let body = this.#bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.html, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })
          : gzip(this.html, { level: 6 });
      this.#bodies.set(encoding, body);
    }
    return body;
  }
}
