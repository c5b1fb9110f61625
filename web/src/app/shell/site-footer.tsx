import type { Site } from '@common/site-constants';
import { SITE_PAGES } from '@common/site-pages';
import { LanguageSwitcher } from '@web/entities/account/components/language-switcher';
import { useI18n } from '@web/lib/i18n';
import { Link } from 'wouter';

/** The operator's pages that have content (decision 0022). */
export function sitePageLinks(site: Site) {
  return SITE_PAGES.filter((page) => site.pages.includes(page.slug));
}

/** The community's name, its written pages and the language switcher (decision 0033). */
export function SiteFooter({ site }: { site: Site }) {
  const links = sitePageLinks(site);
  const { t } = useI18n();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>{site.name}</p>
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
          {links.length > 0 || site.contactEmail ? (
            <nav aria-label={t('footer.site')}>
              <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
                {links.map((page) => (
                  <li key={page.slug}>
                    <Link href={page.path} className="rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                      {t(`sitePage.${page.slug}`)}
                    </Link>
                  </li>
                ))}
                {site.contactEmail ? (
                  <li>
                    <a href={`mailto:${site.contactEmail}`} className="rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                      {t('footer.contact')}
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
