import { Writable } from 'node:stream';
import { dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { App } from './app/app';
import { ROUTES, SERVER_RENDERED_PAGES } from './app/routes';
import type { RenderedPage } from '@common/page-head';
import { currentUserQueryOptions } from './entities/account/api/current-user';
import { SOURCE_LOCALE, type Locale } from '@common/i18n/locales';
import { loadTranslator, type Translator } from './lib/i18n';
import { ServerRenderContext, type ServerRenderState } from './lib/page-head';
import { serializeJson, serializePageState } from './lib/page-state';
import { siteQueryOptions } from './lib/site';
import { createRenderQueryClient } from './lib/query-client';
import { type ApiFetch, withApiFetch } from './lib/transport.server';

/**
 * The server renderer of public pages (issue 11, decision 0017), built by `vite build --ssr`.
 * The page's queries are found by rendering: each pass renders the app, fetches the queries the
 * pass asked for (through the visitor's own API answers), and renders again, until a pass asks
 * for nothing new. The last pass is the page; its answers go along for the browser.
 */
export interface RenderRequest {
  /** Path and query string, e.g. `/discover?category=games`. */
  url: string;
  /** Answers an API call as the page's visitor. */
  fetch: ApiFetch;
  /** The request's language (decision 0033); English when absent. */
  locale?: Locale;
}

/**
 * A page whose queries still ask for more after this many passes is sent as it stands. A signed-in
 * owner's project page in a process that has not loaded its parts' chunks yet took six before the
 * current user was asked up front: the user, the page's chunk and project, then the like state and
 * the parts' chunks, then the comments.
 */
const MAX_PASSES = 10;

/** Public pages, and addresses that match no route (the not-found page). */
function isServerRendered(path: string): boolean {
  const route = ROUTES.find((candidate) => matchRoute(parse, candidate.path, path)[0]);
  return route ? route.serverRendered === true : true;
}

export async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(request.url, 'http://render.invalid');
  if (!isServerRendered(pathname)) return null;
  const location = { path: pathname, search: search.replace(/^\?/, '') };
  await Promise.all(SERVER_RENDERED_PAGES.map((page) => page.preload()));
  const translator = await loadTranslator(request.locale ?? SOURCE_LOCALE);
  const queryClient = createRenderQueryClient();
  try {
    return await withApiFetch(request.fetch, async () => {
      // Every page shows the shell, which asks who is signed in and what the community is called:
      // asked before the first pass, that pass renders the page instead of the shell's loading state.
      await Promise.all([queryClient.prefetchQuery(currentUserQueryOptions), queryClient.prefetchQuery(siteQueryOptions)]);
      const asked = new Set<string>();
      let page: { html: string; state: ServerRenderState } | null = null;
      let why = '';
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const state = newRenderState();
        const html = renderToString(tree(queryClient, location, state, translator));
        const waiting = queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash) && wanted(query));
        // A boundary that suspended is written as its fallback with a "render me in the browser"
        // mark ("<!--$!-->"); a pass without one, that asked for nothing new, is the page itself.
        const boundarySuspended = html.includes('<!--$!-->');
        const incomplete = state.suspended || boundarySuspended;
        if (waiting.length === 0 && !incomplete) {
          page = { html, state };
          break;
        }
        why = [
          ...waiting.map((query) => `query ${query.queryHash}`),
          ...(state.suspended ? ['a part still loading'] : []),
          ...(boundarySuspended ? ['a boundary that suspended'] : []),
        ].join(', ');
        for (const query of waiting) asked.add(query.queryHash);
        // A failed answer (a missing project) is part of the page too: its state goes along.
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
        // A part's chunk loads once per process (from disk); then its queries can be found.
        if (incomplete) await Promise.all([...state.chunks, new Promise((resolve) => setImmediate(resolve))]);
      }
      // Still asking after MAX_PASSES: the page as it stands, every part waited for.
      if (!page) {
        console.warn(`server rendering of ${request.url} still asked for data after ${MAX_PASSES} passes (${why}); sending it as it stands`);
        const state = newRenderState();
        page = { html: await renderComplete(tree(queryClient, location, state, translator)), state };
      }
      const { html, state } = page;
      const pageState = serializePageState(dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }));
      // The texts this page shows go with it (decision 0034): the browser needs no catalogue to take it over.
      const messages = serializeJson(translator.shownTexts());
      return { html, head: state.head, pageState, pageSources: [...state.pageSources], messages, messageAreas: translator.areas() };
    });
  } finally {
    // Removes the queries and their garbage-collection timers: nothing outlives the request.
    queryClient.clear();
  }
}

function newRenderState(): ServerRenderState {
  return { head: { title: null }, pageSources: new Set(), suspended: false, chunks: new Set() };
}

/** Disabled queries and skipped ones stay for the browser to decide, as they would there. */
function wanted(query: Query): boolean {
  const options = query.options as { enabled?: unknown; queryFn?: unknown };
  return options.enabled !== false && options.queryFn !== skipToken && options.queryFn !== undefined;
}

function tree(queryClient: QueryClient, location: { path: string; search: string }, state: ServerRenderState, translator: Translator) {
  return (
    <StrictMode>
      <ServerRenderContext.Provider value={state}>
        <App queryClient={queryClient} serverLocation={location} translator={translator} />
      </ServerRenderContext.Provider>
    </StrictMode>
  );
}

/** Streams the page and collects it once every boundary is ready: crawlers get the whole page. */
function renderComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // Every part is written in place, never moved in later by an inline script: the CSP forbids
      // those, and a crawler reads the page without running scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}
