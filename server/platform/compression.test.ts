import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { createProject, member } from '../test/projects';
import { precompressAssets } from '../tools/precompress-assets';
import { compression } from './compression';
import { webApp } from './web-app';

/**
 * What goes over the wire: br/gzip for text answers, the build's own .br/.gz for hashed assets,
 * never for the event stream; ETag and 304 on pages and public API answers. A web root is made
 * here (index.html and one hashed bundle), pre-compressed as the build does it.
 */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'shipyard-web-'));
mkdirSync(path.join(webRoot, 'assets'));
const bundleFile = path.join(webRoot, 'assets', 'index-Bx7f3kQ2.js');
const bundle = Array.from({ length: 300 }, (_, i) => `export function step${i}(value) { return value * ${i} + ${JSON.stringify('x'.repeat(i % 23))}; }`).join('\n');
writeFileSync(bundleFile, bundle);
writeFileSync(path.join(webRoot, 'assets', 'tiny-D2c9aa01.js'), 'export const tiny = 1;\n');
// More than the 1 KB threshold, as every real page is.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shipyard</title>
    <script type="module" src="/assets/index-Bx7f3kQ2.js"></script>
  </head>
  <body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body>
</html>`;
writeFileSync(path.join(webRoot, 'index.html'), indexHtml);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const lateCss = Array.from({ length: 100 }, (_, i) => `.gap-${i} { margin: ${i}px; }`).join('\n');
let precompressed = 0;
beforeAll(async () => {
  precompressed = (await precompressAssets(webRoot)).files;
  // Written after the build step ran, so it has no .br/.gz copy.
  writeFileSync(path.join(webRoot, 'assets', 'late-C0ffee42.css'), lateCss);
});
const context = useTestApp({ webRoot });
const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ url, headers });

describe('hashed assets, pre-compressed at build time', () => {
  it('the build step writes .br and .gz for text files over 1 KB only', () => {
    // The bundle and index.html; the tiny bundle is not worth it.
    expect(precompressed).toBe(2);
    expect(() => readFileSync(path.join(webRoot, 'assets', 'tiny-D2c9aa01.js.br'))).toThrow();
    expect(zlib.brotliDecompressSync(readFileSync(`${bundleFile}.br`)).toString()).toBe(bundle);
    expect(zlib.gunzipSync(readFileSync(`${bundleFile}.gz`)).toString()).toBe(bundle);
  });

  it('sends the .br or .gz copy as it is, with Vary and immutable caching, and the plain file without Accept-Encoding', async () => {
    const url = '/assets/index-Bx7f3kQ2.js';
    for (const [accept, encoding, file] of [
      ['gzip, deflate, br', 'br', `${bundleFile}.br`],
      ['gzip', 'gzip', `${bundleFile}.gz`],
    ] as const) {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Byte for byte the build's copy: not compressed again on the way out.
      expect(response.rawPayload.equals(readFileSync(file))).toBe(true);
    }
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(bundle);
    // The copies are not addresses of their own.
    expect((await get(`${url}.br`)).statusCode).toBe(404);
  });

  it('compresses on the fly an asset that has no build copy (a plain `vite build`)', async () => {
    const response = await get('/assets/late-C0ffee42.css', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(lateCss);
  });
});

describe('answers compressed on the way out', () => {
  it('JSON over 1 KB in br or gzip, plain without Accept-Encoding; small answers stay plain', async () => {
    const { cookie } = await member(context);
    for (let i = 0; i < 4; i += 1) await createProject(context.app, cookie, { title: `Compressed ${i}`, description: 'words '.repeat(60) });
    const url = '/api/projects?sort=newest';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await get('/api/stats', { 'accept-encoding': 'br, gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('HTML pages', async () => {
    const page = await get('/discover', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
  });

  it('never compresses or holds back the event stream', async () => {
    const { cookie } = await member(context);
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (context.app.server.address() as AddressInfo).port;
    const request = http.get(`http://127.0.0.1:${port}/api/events`, {
      agent: false,
      headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    // Headers and the first event must come at once: a compressor would hold both in its buffer.
    const within = <T>(work: (resolve: (value: T) => void, reject: (error: Error) => void) => void) =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('nothing arrived within 2 s')), 2000);
        work(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          reject,
        );
      });
    try {
      const response = await within<http.IncomingMessage>((resolve, reject) => {
        request.once('response', resolve);
        request.once('error', reject);
      });
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
      const first = await within<string>((resolve) => response.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
      expect(first).toMatch(/^retry: \d+\n\n/);
    } finally {
      request.destroy();
    }
  });
});

describe('ETag and 304', () => {
  it('on pages: the same page revalidates to an empty 304, whatever the encoding', async () => {
    const first = await get('/');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const encoding of [undefined, 'br, gzip']) {
      const again = await get('/', { 'if-none-match': etag, ...(encoding ? { 'accept-encoding': encoding } : {}) });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-encoding']).toBeUndefined();
    }
    expect((await get('/', { 'if-none-match': 'W/"other", W/"tags"' })).statusCode).toBe(200);

  });

  it('on what the page renderer returns: a changed page gets a new tag, a 404 page none', async () => {
    // The web app with a stand-in renderer whose page changes on demand.
    let version = 1;
    const app = Fastify({ logger: false });
    await app.register(compression);
    await app.register(webApp, {
      root: webRoot,
      renderPage: async (request, html) =>
        request.url === '/missing'
          ? { statusCode: 404, html: html.replace('<div id="root"></div>', '<h1>Not found</h1>') }
          : { statusCode: 200, html: html.replace('<div id="root"></div>', `<main>version ${version}</main>`) },
    });
    try {
      const first = await app.inject({ url: '/projects/some-project' });
      expect(first.body).toContain('version 1');
      const etag = first.headers.etag as string;
      expect((await app.inject({ url: '/projects/some-project', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
      version = 2;
      const changed = await app.inject({ url: '/projects/some-project', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('version 2');
      expect(changed.headers.etag).toMatch(/^W\//);
      expect(changed.headers.etag).not.toBe(etag);
      // A 404 is not a representation to revalidate (RFC 9110 §13.2.1): no tag, never a 304.
      const missing = await app.inject({ url: '/missing', headers: { 'if-none-match': '*' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
      expect(missing.body).toContain('Not found');
    } finally {
      await app.close();
    }
  });

  it('on public API answers, not on private ones', async () => {
    const { cookie } = await member(context);
    const url = '/api/projects?sort=newest&limit=5';
    const first = await get(url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await createProject(context.app, cookie, { title: 'Changes The Feed' });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Changes The Feed');
    expect(changed.headers.etag).not.toBe(etag);
    // Signed in, the copy is the reader's own.
    expect((await get(url, { cookie })).headers['cache-control']).toBe('private, no-cache');

    const own = await get('/api/auth/user', { cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers.etag).toBeUndefined();
  });
});
