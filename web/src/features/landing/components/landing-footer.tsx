import { SITE_PAGES } from '@common/site-pages';
import { BrandMark } from '@web/components/brand';
import { useSite } from '@web/lib/site';
import { Link } from 'wouter';
import { useI18n } from '@web/lib/i18n';
import { LanguageSwitcher } from '@web/entities/account/components/language-switcher';

const LINKS = [
  { href: '/showcase', label: 'nav.showcase' },
  { href: '/developers', label: 'nav.developers' },
  { href: '/search', label: 'nav.search' },
  { href: '/register', label: 'nav.join' },
] as const;

export function LandingFooter() {
  const site = useSite();
  const { t } = useI18n();
  // The operator's pages that have content (decision 0022), after the site's own links.
  const links = [
    ...LINKS.map((link) => ({ href: link.href, label: t(link.label) })),
    ...SITE_PAGES.filter((page) => site.pages.includes(page.slug)).map((page) => ({ href: page.path, label: t(`sitePage.${page.slug}`) })),
  ];
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p className="flex items-center gap-2">
          {site.logoUrl ? <img src={site.logoUrl} alt="" className="size-5 shrink-0 rounded object-contain" /> : <BrandMark className="size-5" />}
          <span>{t('landing.copyright', { year: String(new Date().getFullYear()), site: site.name })}</span>
        </p>
        <nav aria-label={t('landing.footer')} className="flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitcher />
        </nav>
      </div>
    </footer>
  );
}
