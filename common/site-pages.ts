import { SITE_PAGE_SLUGS, type SitePageSlug } from './site-constants';

/** The operator's Markdown pages (decision 0022), by address, with their titles. Order = the footer's order. */
const TITLES: Record<SitePageSlug, string> = {
  about: 'About',
  'code-of-conduct': 'Code of conduct',
  terms: 'Terms of service',
  privacy: 'Privacy policy',
};

export function sitePageOf(slug: SitePageSlug) {
  return { slug, path: `/${slug}`, title: TITLES[slug] };
}

export const SITE_PAGES = SITE_PAGE_SLUGS.map(sitePageOf);
