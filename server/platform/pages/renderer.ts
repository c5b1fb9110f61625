import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedPage } from '../../../common/page-head';
import type { Locale } from '../../../common/i18n/locales';
import type { Site } from '../../../common/site-constants';
import { hasSessionCookie } from '../sessions';
import { brandDocument, composeDocument } from './document';
import { EncodedBody } from '../encoded-body';
import { clearAfterWrites } from '../short-lived-cache';
import { PageCache } from './page-cache';

/** The SSR bundle's exports (web/src/entry-server.tsx). */
interface RendererModule {
  render(request: { url: string; locale: Locale; fetch: (url: string, init?: RequestInit) => Promise<Response> }): Promise<RenderedPage | null>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageRendererOptions {
  webRoot: string;
  rendererFile: string;
  /** The community's name, colours and icons as they stand (core/site, decision 0022). */
  site: () => Promise<Site>;
  /** The request's language (decision 0033): the page, its meta tags and `<html lang>` speak it. */
  locale: (request: FastifyRequest) => Promise<Locale>;
}

/** Pages without a renderer build (or that it leaves to the browser) still carry the community's name. */
export function brandedBarePage(options: Pick<PageRendererOptions, 'site' | 'locale'>) {
  return async (request: FastifyRequest, indexHtml: string): Promise<RenderedHtml> => ({
    statusCode: 200,
    html: brandDocument(indexHtml, await options.site(), await options.locale(request)),
  });
}

/** The page renderer that belongs to a browser build: server/build-web.ts builds them side by side. */
export function rendererFileFor(webRoot: string): string {
  return path.join(webRoot, '..', 'ssr', 'entry-server.js');
}

/** A page's HTML; a cached one comes with its ETag and compressed bodies (platform/encoded-body.ts). */
export interface RenderedHtml {
  statusCode: number;
  html: string;
  encoded?: EncodedBody;
}

export interface PageRenderer {
  renderPage(request: FastifyRequest, indexHtml: string): Promise<RenderedHtml>;
}

/**
 * Public pages rendered on the server (issue 11, decision 0017). The page's data comes from the
 * API itself, asked in-process as the visitor (their cookies, their address, so limits and
 * visibility rules are the API's own); the browser then takes the page over without asking again.
 * Without a renderer build (an API-only test), or when rendering fails, the bare app is sent and
 * the browser renders the page as before: a page must never fail because rendering did.
 */
export async function createPageRenderer(app: FastifyInstance, options: PageRendererOptions): Promise<PageRenderer | null> {
  if (!existsSync(options.rendererFile)) {
    app.log.warn(`no page renderer at ${options.rendererFile}; pages are rendered in the browser only`);
    return null;
  }
  const renderer = (await import(pathToFileURL(options.rendererFile).href)) as RendererModule;
  const manifest = readManifest(options.webRoot);
  // The app's entry script; the manifest does not change while the server runs.
  const entry = manifest['index.html']?.file;
  if (!entry) {
    app.log.warn(`the web build in ${options.webRoot} has no manifest; pages are rendered in the browser only`);
    return null;
  }
  // The catalogues as JSON, in a folder named by their content (server/tools/precompiled-messages.ts).
  const assets = path.join(options.webRoot, 'assets');
  const textsFolder = existsSync(assets) ? readdirSync(assets).find((name) => name.startsWith('texts-')) : undefined;
  const cache = new PageCache();
  // Anything written may show on a cached page: a successful write anywhere empties the cache.
  clearAfterWrites(app, () => cache.clear());

  const { appUrl } = app.deps.config;

  return {
    async renderPage(request, indexHtml) {
      // Signed-in pages show the reader's own state. A project page counts a view with the API call
      // that makes it, so each visitor's page must make that call: never from the cache.
      const cacheable = !hasSessionCookie(request) && !request.url.startsWith('/projects/');
      const [site, locale] = await Promise.all([options.site(), options.locale(request)]);
      const render = async (): Promise<RenderedHtml | null> => {
        let page: RenderedPage | null;
        try {
          page = await renderer.render({ url: request.url, locale, fetch: (url, init) => askApi(app, request, url, init) });
        } catch (error) {
          request.log.error({ err: error }, 'server rendering failed; sending the page for the browser to render');
          return null;
        }
        if (!page) return null;
        const statusCode = page.head.statusCode ?? 200;
        // The message lookup is fetched beside the entry; the page's texts are in the page (decision 0034).
        const preloads = preloadsFor(manifest, entry, [...page.pageSources, LOOKUP_SOURCE]);
        return { statusCode, html: composeDocument(indexHtml, page, { appUrl, site, locale, entry: `/${entry}`, preloads }) };
      };
      // A page the browser renders waits for the lookup and its language's core catalogue: fetched beside the entry.
      const languagePreloads =
        preloadsFor(manifest, entry, [LOOKUP_SOURCE])
          .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
          .join('') + (textsFolder ? `<link rel="preload" as="fetch" crossorigin href="/assets/${textsFolder}/${locale}.json" />` : '');
      const bare = { statusCode: 200, html: brandDocument(indexHtml, site, locale).replace(/<\/head>/i, () => `${languagePreloads}</head>`) };
      if (!cacheable) return (await render()) ?? bare;
      // A visitor's page is the same for every visitor: made once per window, whoever asks first.
      const cached = await cache.getOrMake(`${locale} ${request.url}`, async () => {
        const rendered = await render();
        return rendered && { ...rendered, encoded: new EncodedBody(rendered.html) };
      });
      return cached ?? bare;
    },
  };
}

/** One API call of a page, answered in-process as the visitor who asked for the page. */
async function askApi(app: FastifyInstance, request: FastifyRequest, url: string, init?: RequestInit): Promise<Response> {
  const response = await app.inject({
    method: (init?.method ?? 'GET') as 'GET',
    url,
    headers: {
      accept: 'application/json',
      ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
    remoteAddress: request.ip,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined || name === 'set-cookie') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const empty = response.statusCode === 204 || response.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
}

function readManifest(webRoot: string): Manifest {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The app's message lookup (web/src/i18n/translator.ts), as the manifest names it. */
const LOOKUP_SOURCE = 'src/i18n/translator.ts';

/** Every chunk file the given manifest keys load, with what they import, transitively. */
function importClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  for (const key of keys) collect(key);
  return files;
}

/** What the entry imports and the chunks of the rendered pages, with everything they import. */
function preloadsFor(manifest: Manifest, entry: string, pageSources: string[]): string[] {
  const files = importClosure(manifest, ['index.html', ...pageSources]);
  files.delete(entry);
  return [...files].map((file) => `/${file}`);
}
