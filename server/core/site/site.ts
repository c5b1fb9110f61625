import { DEFAULT_SITE, SITE_PAGE_SLUGS, type Site } from '../../../common/site-constants';
import { appService } from '../../platform/app-scope';
import type { AppDependencies } from '../dependencies';
import * as repository from './repository';

/**
 * The community's identity, as every feature reads it: pages, e-mails, the RSS feed, the sitemap,
 * the manifest (issue 14, decision 0022). It is read on nearly every page and mail, and changes
 * perhaps once a month, so each app keeps it for a short while:
 * - a change made through this app is seen at once (`forgetSite` after the write, and the page
 *   cache and shared answers are emptied by any successful write);
 * - other processes on the same PostgreSQL database see it within SITE_CACHE_MS. A LISTEN channel
 *   would make that instant, but their visitor page cache keeps a page for 10 s anyway, and a
 *   short expiry needs no connection that can drop.
 */
export const SITE_CACHE_MS = 5_000;

interface Held {
  at: number;
  site: Promise<Site>;
}

const siteCache = appService('site settings', () => ({ held: null as Held | null }));

async function loadSite(deps: AppDependencies): Promise<Site> {
  const { db } = deps.database;
  const [row, written] = await Promise.all([repository.readSettings(db), repository.writtenPageSlugs(db)]);
  const pages = SITE_PAGE_SLUGS.filter((slug) => written.includes(slug));
  if (!row) return { ...DEFAULT_SITE, pages };
  return {
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    accentColor: row.accentColor,
    contactEmail: row.contactEmail,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    pages,
  };
}

/** The site as it stands (at most SITE_CACHE_MS old when changed by another process). */
export function siteOf(deps: AppDependencies, now = Date.now()): Promise<Site> {
  const cache = deps.scope.get(siteCache, deps);
  if (cache.held && now - cache.held.at < SITE_CACHE_MS) return cache.held.site;
  const held: Held = { at: now, site: loadSite(deps) };
  cache.held = held;
  // A failed read (database down) must not be kept: the next caller asks again.
  held.site.catch(() => {
    if (cache.held === held) cache.held = null;
  });
  return held.site;
}

/** After a write: the next reader in this app gets the new settings. */
export function forgetSite(deps: AppDependencies): void {
  deps.scope.get(siteCache, deps).held = null;
}

/** The name e-mails and documents are signed with. */
export async function siteNameOf(deps: AppDependencies): Promise<string> {
  return (await siteOf(deps)).name;
}
