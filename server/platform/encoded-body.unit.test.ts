import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagOf } from './etag';
import { EncodedBody } from './encoded-body';

describe('EncodedBody', () => {
  const html = `<!doctype html><html><body>${'<p>Shipyard</p>'.repeat(200)}</body></html>`;

  it('answers br where the browser takes it, else gzip, else the plain page', () => {
    expect(EncodedBody.encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(EncodedBody.encodingFor('gzip, deflate')).toBe('gzip');
    expect(EncodedBody.encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(EncodedBody.encodingFor('identity')).toBeNull();
    expect(EncodedBody.encodingFor(undefined)).toBeNull();
  });

  it('compresses once per encoding, and the bodies are the page', async () => {
    const page = new EncodedBody(html);
    expect(page.etag).toBe(etagOf(html));
    const br = page.body('br');
    expect(page.body('br')).toBe(br);
    expect(brotliDecompressSync(await br).toString('utf8')).toBe(html);
    expect(gunzipSync(await page.body('gzip')).toString('utf8')).toBe(html);
    expect((await br).length).toBeLessThan(html.length / 10);
  });
});
