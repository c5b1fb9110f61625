import { LoadError } from '@web/components/ui/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
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
  const { t } = useI18n();
  const query = useAdminSite();
  if (query.isError) return <LoadError error={query.error} fallback={t('adminSite.loadFailed')} />;
  if (!query.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-80 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <span className="sr-only">{t('adminSite.loading')}</span>
      </div>
    );
  }
  const { site, pages } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <Section title={t('adminSite.identity')} description={t('adminSite.identityText')}>
        <SiteSettingsForm site={site} />
      </Section>
      <Section title={t('adminSite.images')} description={t('adminSite.imagesText')}>
        <SiteImages site={site} />
      </Section>
      <Section title={t('adminSite.pages')} description={t('adminSite.pagesText')}>
        <SitePagesEditor pages={pages} />
      </Section>
    </div>
  );
}
