import type { Site } from '@common/site-constants';
import { SITE_PAGES } from '@common/site-pages';
import { Link } from 'wouter';

/** The operator's pages that have content (decision 0022): until one is written there is no footer. */
export function sitePageLinks(site: Site) {
  return SITE_PAGES.filter((page) => site.pages.includes(page.slug));
}

export function SiteFooter({ site }: { site: Site }) {
  const links = sitePageLinks(site);
  if (links.length === 0) return null;
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>{site.name}</p>
        <nav aria-label="Site">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {links.map((page) => (
              <li key={page.slug}>
                <Link href={page.path} className="rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  {page.title}
                </Link>
              </li>
            ))}
            {site.contactEmail ? (
              <li>
                <a href={`mailto:${site.contactEmail}`} className="rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  Contact
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
