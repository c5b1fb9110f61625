import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import type { ReactNode } from 'react';
import { useAdminSite } from '../api/site-settings';
import { SiteImages } from './site-images';
import { SitePagesEditor } from './site-pages-editor';
import { SiteSettingsForm } from './site-settings-form';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="mt-1 mb-5 text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}

/** Admin panel → Site (issue 14): who the community is, how it looks, and the pages its operator writes. */
export function SiteSettingsTab() {
  const query = useAdminSite();
  if (query.isError) return <LoadError error={query.error} fallback="The site settings could not be loaded." />;
  if (!query.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-80 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <span className="sr-only">Loading the site settings</span>
      </div>
    );
  }
  const { site, pages } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <Section title="Identity" description="Changes apply at once to every page, e-mail, the RSS feed and the sitemap.">
        <SiteSettingsForm site={site} />
      </Section>
      <Section title="Logo and favicon" description="JPEG, PNG, WebP, GIF or AVIF; processed like every other upload.">
        <SiteImages site={site} />
      </Section>
      <Section title="Pages" description="About, code of conduct, terms and privacy. Pages with content are linked from the footer.">
        <SitePagesEditor pages={pages} />
      </Section>
    </div>
  );
}
