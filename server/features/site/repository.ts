import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { sitePages, siteSettings } from '../../db/schema';
import type { SiteImageKind, SiteSettingsInput } from '../../../common/site';
import { DEFAULT_SITE } from '../../../common/site-constants';

/** The admin's writes; the reads every feature makes are in core/site/repository.ts. */

export async function saveSettings(db: Executor, values: SiteSettingsInput, adminId: string): Promise<void> {
  const row = { ...values, updatedAt: new Date(), updatedBy: adminId };
  await db.insert(siteSettings).values({ id: 1, ...row }).onConflictDoUpdate({ target: siteSettings.id, set: row });
}

export async function savePage(db: Executor, slug: string, markdown: string, adminId: string): Promise<void> {
  const row = { markdown, updatedAt: new Date(), updatedBy: adminId };
  await db.insert(sitePages).values({ slug, ...row }).onConflictDoUpdate({ target: sitePages.slug, set: row });
}

export async function allPages(db: Executor): Promise<{ slug: string; markdown: string }[]> {
  return db.select({ slug: sitePages.slug, markdown: sitePages.markdown }).from(sitePages);
}

/**
 * Points the logo or favicon at new files (null: none) and answers the keys of the files it
 * replaced, for the caller to delete. The row is locked while it is read and changed, so two
 * uploads at once each get the keys of what they replaced.
 */
export async function replaceImage(
  db: Database,
  kind: SiteImageKind,
  image: { url: string; keys: string[] } | null,
  adminId: string,
): Promise<string[]> {
  const change =
    kind === 'logo' ? { logoUrl: image?.url ?? null, logoKeys: image?.keys ?? [] } : { faviconUrl: image?.url ?? null, faviconKeys: image?.keys ?? [] };
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
    const row = { ...change, updatedAt: new Date(), updatedBy: adminId };
    // The first change of an install makes the row, with today's texts.
    const { name, tagline, description, accentColor } = DEFAULT_SITE;
    await tx.insert(siteSettings).values({ id: 1, name, tagline, description, accentColor, ...row }).onConflictDoUpdate({ target: siteSettings.id, set: row });
    if (!previous) return [];
    return kind === 'logo' ? previous.logoKeys : previous.faviconKeys;
  });
}
