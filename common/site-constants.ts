/**
 * The community's identity as the operator sets it in the admin panel (issue 14, decision 0022),
 * without zod: the shell and every public page import this, and a visitor's first load must stay
 * small (docs/architecture.md; a module is loaded whole, so only what the shell needs is here).
 * Limits and schemas are in site.ts, the contrast rule in site-contrast.ts.
 */

/**
 * The operator's pages, in footer order; each is shown at `/<slug>`. Their titles are in
 * site-pages.ts: the route table needs only the addresses.
 */
export const SITE_PAGE_SLUGS = ['about', 'code-of-conduct', 'terms', 'privacy'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

/** GET /api/site: what every page shows of the community. Small, the same for everyone. */
export interface Site {
  name: string;
  tagline: string;
  description: string;
  /** `#rrggbb`, the buttons, links and focus rings of both themes. */
  accentColor: string;
  /** Where people reach the operator; '' when not given. */
  contactEmail: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** The pages that have content, in footer order: only these are linked. */
  pages: SitePageSlug[];
}

/** Today's texts: a fresh install looks as it did before site settings existed. */
export const DEFAULT_SITE: Site = {
  name: 'Shipyard',
  // Nothing shows a tagline today; the operator may add one (the manifest's description, say).
  tagline: '',
  description: 'Shipyard — where developers show what they ship.',
  accentColor: '#4f46e5',
  contactEmail: '',
  logoUrl: null,
  faviconUrl: null,
  pages: [],
};


/** "<page> · <community>", or the bare name. */
export function siteTitle(siteName: string, page: string | null): string {
  return page ? `${page} · ${siteName}` : siteName;
}
