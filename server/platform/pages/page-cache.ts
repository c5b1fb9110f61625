import type { EncodedPage } from './encoded-page';

/**
 * Server-rendered pages for visitors who are not signed in, kept a few seconds: a busy landing page
 * or Discover is rendered once per window, not once per visitor. Project pages are not kept: each
 * one counts a view (renderer.ts). Signed-in visitors
 * always get a fresh page (it shows their likes and follows). Writes empty the cache (renderer.ts),
 * so a visitor's new project or comment shows at once in this process; other processes catch up
 * within the window.
 */
const TTL_MS = 10_000;
const MAX_PAGES = 500;

export interface CachedPage {
  statusCode: number;
  html: string;
  /** Its ETag and compressed bodies, made once for every visitor the cache serves. */
  encoded: EncodedPage;
}

export class PageCache {
  private readonly pages = new Map<string, { at: number; page: CachedPage }>();
  /** Renders under way, by address: visitors who ask while one runs wait for it (no stampede). */
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  /** Bumped by every clear: a render that began before a write must not be kept after it. */
  private generation = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  get(url: string): CachedPage | undefined {
    const entry = this.pages.get(url);
    if (!entry) return undefined;
    if (this.clock() - entry.at >= TTL_MS) {
      this.pages.delete(url);
      return undefined;
    }
    return entry.page;
  }

  /**
   * The cached page, else the page `render` makes — once for every visitor who asks while it runs.
   * A render that began before a write answers its own visitors but is not kept.
   */
  getOrRender(url: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const cached = this.get(url);
    if (cached) return Promise.resolve(cached);
    const running = this.rendering.get(url);
    if (running) return running;
    const generation = this.generation;
    const rendered = render()
      .then((page) => {
        if (page && generation === this.generation) this.set(url, page);
        return page;
      })
      .finally(() => {
        if (this.rendering.get(url) === rendered) this.rendering.delete(url);
      });
    this.rendering.set(url, rendered);
    return rendered;
  }

  set(url: string, page: CachedPage): void {
    // The oldest entry goes first: a crawler walking every project must not grow memory without end.
    if (this.pages.size >= MAX_PAGES && !this.pages.has(url)) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(url, { at: this.clock(), page });
  }

  clear(): void {
    this.generation += 1;
    this.rendering.clear();
    this.pages.clear();
  }
}
