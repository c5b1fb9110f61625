import { SITE_PAGE_SLUGS } from '@common/site-constants';
import { sitePageOf } from '@common/site-pages';
import { Button } from '@web/components/ui/button';
import { usePageHead } from '@web/lib/page-head';
import { useSite } from '@web/lib/site';
import { FileText } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useSitePage } from '../api/get-site-page';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

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
  const query = useSitePage(slug);
  const page = query.data;
  const written = Boolean(page?.html);
  usePageHead({
    title: meta.title,
    description: slug === 'about' ? site.description : `${meta.title} of ${site.name}.`,
    canonicalPath: meta.path,
    noindex: !written,
  });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{meta.title}</h1>
      {page?.updatedAt ? <p className="mt-2 text-sm text-muted-foreground">Last updated {dateFormat.format(new Date(page.updatedAt))}</p> : null}
      {query.isPending ? (
        <p className="mt-8 text-muted-foreground">Loading…</p>
      ) : query.isError ? (
        <p className="mt-8 text-destructive-text">This page could not be loaded. Please try again later.</p>
      ) : written ? (
        // Sanitized on the server (server/features/site/markdown.ts); never user HTML as typed.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitized Markdown rendering
        <div className="site-prose mt-8" dangerouslySetInnerHTML={{ __html: page?.html ?? '' }} />
      ) : (
        <div className="mt-10 flex flex-col items-start gap-4 rounded-xl border border-border bg-card p-6">
          <FileText aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="text-muted-foreground">
            {/* "its about" does not read: the About page is named as a page. */}
            {site.name} has not published {meta.slug === 'about' ? 'an About page' : `its ${meta.title.toLowerCase()}`} yet.
            {site.contactEmail ? (
              <>
                {' '}
                Questions? Write to <a className="text-link underline underline-offset-4" href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
              </>
            ) : null}
          </p>
          <Button asChild variant="outline">
            <Link href="/">Go home</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
