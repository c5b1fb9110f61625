import { ShortLivedCache } from '../short-lived-cache';
import type { EncodedBody } from '../encoded-body';

/**
 * Server-rendered pages for visitors who are not signed in, kept a few seconds: a busy landing page
 * or Discover is rendered once per window, not once per visitor. Project pages are not kept: each
 * one counts a view (renderer.ts). Signed-in visitors always get a fresh page (it shows their likes
 * and follows). Writes empty the cache (renderer.ts), so a visitor's new project or comment shows
 * at once in this process; other processes catch up within the window.
 */
const TTL_MS = 10_000;
const MAX_PAGES = 500;

export interface CachedPage {
  statusCode: number;
  html: string;
  /** Its ETag and compressed bodies, made once for every visitor the cache serves. */
  encoded: EncodedBody;
}

export class PageCache extends ShortLivedCache<CachedPage> {
  constructor(clock: () => number = Date.now) {
    super({ ttlMs: TTL_MS, maxEntries: MAX_PAGES }, clock);
  }
}
