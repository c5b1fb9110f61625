/**
 * What a page says about itself in the document head, for crawlers, link previews and the tab.
 * Shared by the web app (which declares it, web/src/lib/page-head.ts) and the server (which writes
 * it into the HTML of a server-rendered page, server/platform/pages/document.ts).
 */
export interface PageHead {
  /** The page's own name; the brand is appended. Null: the bare brand. */
  title: string | null;
  description?: string;
  /** The page's address without the site's origin, e.g. `/projects/my-app`. */
  canonicalPath?: string;
  /** Open Graph type: a project is an article, a developer a profile. */
  type?: 'website' | 'article' | 'profile';
  image?: string | null;
  imageAlt?: string;
  /** schema.org objects, written as JSON-LD. */
  structuredData?: Record<string, unknown>[];
  /** Fetched early with high priority: the image that is the page's largest paint. */
  preloadImage?: string | null;
  /** Its responsive set, when it has one (decision 0031): preloaded as the page's <picture> picks it. */
  preloadImageSet?: { srcset: string; sizes: string; type?: string } | null;
  /** The HTTP status the server answers with (404 for a missing project). */
  statusCode?: number;
  /** Keep the page out of search engines (an unknown address, an empty search). */
  noindex?: boolean;
}

/** The server renderer's answer (web/src/entry-server.tsx). */
export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  head: PageHead;
  /** JSON of the answers the page was made from, for the page-state data block. */
  pageState: string;
  /** Build-manifest paths of the page chunks the page used. */
  pageSources: string[];
  /**
   * The texts the page shows, precompiled, as JSON for a data block (decision 0034): the browser
   * takes the page over with them, and fetches its language's catalogues once it is idle.
   */
  messages: string;
  /** The catalogue areas those texts come from (fetched when idle, for what the page shows next). */
  messageAreas: string[];
}

/** The id of the JSON data block that carries `messages`. */
export const PAGE_MESSAGES_ELEMENT_ID = 'shipyard-page-messages';

/** The id of the JSON data block that carries `pageState` to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'shipyard-page-state';
/** The scripts a server-rendered page loads after its first paint (index.html's loader reads it). */
export const PAGE_SCRIPTS_ELEMENT_ID = 'shipyard-page-scripts';

/**
 * The community's name and description are the operator's (common/site-constants.ts, decision
 * 0022): `siteTitle(site.name, page)` makes "<page> · <name>".
 */
