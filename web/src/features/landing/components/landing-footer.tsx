import { SITE_PAGES } from '@common/site-pages';
import { BrandMark } from '@web/components/brand';
import { useSite } from '@web/lib/site';
import { Link } from 'wouter';

const LINKS = [
  { href: '/showcase', label: 'Showcase' },
  { href: '/developers', label: 'Developers' },
  { href: '/search', label: 'Search' },
  { href: '/register', label: 'Join' },
] as const;

export function LandingFooter() {
  const site = useSite();
  // The operator's pages that have content (decision 0022), after the site's own links.
  const links = [...LINKS, ...SITE_PAGES.filter((page) => site.pages.includes(page.slug)).map((page) => ({ href: page.path, label: page.title }))];
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p className="flex items-center gap-2">
          {site.logoUrl ? <img src={site.logoUrl} alt="" className="size-5 shrink-0 rounded object-contain" /> : <BrandMark className="size-5" />}
          <span>© {new Date().getFullYear()} {site.name}. Built for developers.</span>
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
