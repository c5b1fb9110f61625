import { SITE_PAGES } from '../../../common/site-pages';
import type { AppDependencies } from '../../core/dependencies';
import { siteOf } from '../../core/site/site';
import { escapeHtml } from '../../platform/html';
import * as repository from './repository';

type Deps = AppDependencies;
/** The sitemap protocol allows 50,000 addresses per file; beyond that a sitemap index is needed. */
export const SITEMAP_PROJECTS = 40_000;
export const SITEMAP_DEVELOPERS = 9_990;

/**
 * Crawlers may read every public page; the API, personal pages and one-time links (their tokens
 * are single use) are closed. The sitemap lists what is worth crawling.
 */
const CLOSED_TO_CRAWLERS = [
  '/api/',
  '/admin',
  '/settings',
  '/messages',
  '/create-project',
  '/edit-project/',
  '/profile',
  '/showcase',
  '/verify-email',
  '/reset-password',
];

export function robotsTxt(deps: Deps): string {
  return ['User-agent: *', 'Allow: /', ...CLOSED_TO_CRAWLERS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${deps.config.appUrl}/sitemap.xml`, ''].join('\n');
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function sitemapXml(deps: Deps): Promise<string> {
  const { db } = deps.database;
  const base = deps.config.appUrl;
  const [projectRows, developerRows, site] = await Promise.all([
    repository.sitemapProjects(db, SITEMAP_PROJECTS),
    repository.sitemapDevelopers(db, SITEMAP_DEVELOPERS),
    siteOf(deps),
  ]);
  // The operator's pages that have content (decision 0022); the others say "not written yet".
  const pages = SITE_PAGES.filter((page) => site.pages.includes(page.slug));
  const entry = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(`${base}/`),
    entry(`${base}/developers`),
    ...pages.map((page) => entry(`${base}${page.path}`)),
    ...projectRows.map((row) => entry(`${base}/projects/${encodeURIComponent(row.slug)}`, row.updatedAt)),
    ...developerRows.map((row) => entry(`${base}/developers/${encodeURIComponent(row.id)}`, row.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

