import type { AdminSite, SiteImageKind, SitePage, SiteSettingsInput } from '../../../common/site';
import { SITE_PAGE_SLUGS, type Site, type SitePageSlug } from '../../../common/site-constants';
import { SITE_PAGES } from '../../../common/site-pages';
import type { AppDependencies } from '../../core/dependencies';
import * as siteReads from '../../core/site/repository';
import { forgetSite, siteOf } from '../../core/site/site';
import { deleteStoredFiles } from '../../core/uploads/service';
import { newStorageBase, storageOf, urlOfKey } from '../../platform/storage';
import { siteImage } from './images';
import { renderMarkdown } from './markdown';
import * as repository from './repository';

type Deps = AppDependencies;
type Log = { warn: (details: object, message: string) => void };

export const publicSite = (deps: Deps): Promise<Site> => siteOf(deps);

/** An operator's page as safe HTML; a page not written yet answers with empty html (the web page says so). */
export async function sitePage(deps: Deps, slug: SitePageSlug): Promise<SitePage> {
  const row = await siteReads.readPage(deps.database.db, slug);
  const title = SITE_PAGES.find((page) => page.slug === slug)?.title ?? slug;
  return { slug, title, html: renderMarkdown(row?.markdown ?? ''), updatedAt: row?.markdown ? row.updatedAt.toISOString() : null };
}

export async function adminSite(deps: Deps): Promise<AdminSite> {
  const { db } = deps.database;
  const [site, settings, rows] = await Promise.all([siteOf(deps), siteReads.readSettings(db), repository.allPages(db)]);
  const pages = Object.fromEntries(SITE_PAGE_SLUGS.map((slug) => [slug, rows.find((row) => row.slug === slug)?.markdown ?? ''])) as AdminSite['pages'];
  return { site, pages, updatedAt: settings?.updatedAt.toISOString() ?? null };
}

/** Every reader in this app sees the change at once (core/site/site.ts says how other processes do). */
async function afterChange(deps: Deps): Promise<AdminSite> {
  forgetSite(deps);
  return adminSite(deps);
}

export async function updateSettings(deps: Deps, adminId: string, input: SiteSettingsInput): Promise<AdminSite> {
  await repository.saveSettings(deps.database.db, input, adminId);
  return afterChange(deps);
}

export async function updatePage(deps: Deps, adminId: string, slug: SitePageSlug, markdown: string): Promise<AdminSite> {
  await repository.savePage(deps.database.db, slug, markdown, adminId);
  return afterChange(deps);
}

/**
 * Stores the new logo or favicon and points the site at it; the file is written before the row
 * changes and removed again if that fails, so no stored file is ever without the record that
 * lets it be deleted (as avatars do).
 */
export async function replaceImage(deps: Deps, adminId: string, kind: SiteImageKind, input: Buffer, log?: Log): Promise<AdminSite> {
  const body = await siteImage(input, kind);
  const storage = storageOf(deps);
  const key = `${newStorageBase()}.png`;
  await storage.put(key, body, 'image/png');
  let previous: string[];
  try {
    previous = await repository.replaceImage(deps.database.db, kind, { url: urlOfKey(key), keys: [key] }, adminId);
  } catch (error) {
    await storage.delete([key]).catch(() => {});
    throw error;
  }
  await deleteStoredFiles(deps, previous, log);
  return afterChange(deps);
}

export async function removeImage(deps: Deps, adminId: string, kind: SiteImageKind, log?: Log): Promise<AdminSite> {
  const previous = await repository.replaceImage(deps.database.db, kind, null, adminId);
  await deleteStoredFiles(deps, previous, log);
  return afterChange(deps);
}
