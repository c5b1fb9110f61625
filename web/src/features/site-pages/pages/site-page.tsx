import { SITE_PAGE_SLUGS } from '@common/site-constants';
import { sitePageOf } from '@common/site-pages';
import { Button } from '@web/components/ui/button';
import type { SitePageSlug } from '@common/site-constants';
import { formatLocale } from '@web/lib/format-locale';
import { useI18n } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useSite } from '@web/lib/site';
import { FileText } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useSitePage } from '../api/get-site-page';

/** "November 23, 2026": the day the operator last saved the page, in the reader's language. */
const longDate = (value: string) => new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));

/** The footer's title of each page (ui/en.ts) and its name in "has not published … yet". */
const TITLE_ID = {
  about: 'sitePage.about',
  'code-of-conduct': 'sitePage.code-of-conduct',
  terms: 'sitePage.terms',
  privacy: 'sitePage.privacy',
} as const satisfies Record<SitePageSlug, string>;
const UNPUBLISHED = { about: 'about', 'code-of-conduct': 'conduct', terms: 'terms', privacy: 'privacy' } as const satisfies Record<SitePageSlug, string>;

/**
 * /about, /code-of-conduct, /terms and /privacy: pages the operator writes in Markdown in the
 * admin panel. The HTML comes from the server, made by markdown-it without raw HTML and cleaned
 * by sanitize-html (decision 0022), so it is set as it is. A page not written yet says so and is
 * kept out of search engines; registration can link /terms and /code-of-conduct either way.
 */
export function SitePage() {
  const [location] = useLocation();
  const slug = SITE_PAGE_SLUGS.find((candidate) => `/${candidate}` === location) ?? 'about';
  const meta = sitePageOf(slug);
  const site = useSite();
  const { t, rich } = useI18n();
  const title = t(TITLE_ID[slug]);
  const query = useSitePage(slug);
  const page = query.data;
  const written = Boolean(page?.html);
  usePageHead({
    title,
    description: slug === 'about' ? site.description : t('sitePages.description', { title, site: site.name }),
    canonicalPath: meta.path,
    noindex: !written,
  });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {page?.updatedAt ? <p className="mt-2 text-sm text-muted-foreground">{t('sitePages.updated', { date: longDate(page.updatedAt) })}</p> : null}
      {query.isPending ? (
        <p className="mt-8 text-muted-foreground">{t('sitePages.loading')}</p>
      ) : query.isError ? (
        <p className="mt-8 text-destructive-text">{t('sitePages.loadFailed')}</p>
      ) : written ? (
        // Sanitized on the server (server/features/site/markdown.ts); never user HTML as typed.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized Markdown rendering
        <div className="site-prose mt-8" dangerouslySetInnerHTML={{ __html: page?.html ?? '' }} />
      ) : (
        <div className="mt-10 flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-6">
          <FileText aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="text-muted-foreground">
            {t('sitePages.notPublished', { site: site.name, page: UNPUBLISHED[slug] })}
            {site.contactEmail ? (
              <>
                {' '}
                {rich('sitePages.questions', {
                  email: site.contactEmail,
                  link: (chunks) => (
                    <a className="text-link underline underline-offset-4" href={`mailto:${site.contactEmail}`}>
                      {chunks}
                    </a>
                  ),
                })}
              </>
            ) : null}
          </p>
          <Button asChild variant="outline">
            <Link href="/">{t('notFound.home')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
