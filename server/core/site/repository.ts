import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type SitePageRow, type SiteSettingsRow, sitePages, siteSettings } from '../../db/schema';

/** The reads every feature makes of the site's identity (decision 0022); the admin's writes are the site feature's. */

export async function readSettings(db: Executor): Promise<SiteSettingsRow | null> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  return row ?? null;
}

/** The slugs of the pages that have content: the footer and the sitemap link only these. */
export async function writtenPageSlugs(db: Executor): Promise<string[]> {
  const rows = await db.select({ slug: sitePages.slug }).from(sitePages).where(sql`${sitePages.markdown} <> ''`);
  return rows.map((row) => row.slug);
}

export async function readPage(db: Executor, slug: string): Promise<SitePageRow | null> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug));
  return row ?? null;
}
