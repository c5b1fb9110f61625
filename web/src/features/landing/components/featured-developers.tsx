import { LANDING_FEATURED_DEVELOPERS } from '@common/projects-constants';
import { DeveloperGrid, DeveloperGridSkeleton } from '@web/entities/developer/components/developer-grid';
import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { useFeaturedDevelopers } from '../api/get-featured-developers';
import { useI18n } from '@web/lib/i18n';

/** Four developers, each card a link to their page. Hidden when there is nobody to show. */
export function FeaturedDevelopers() {
  const developers = useFeaturedDevelopers();
  const { t } = useI18n();
  if (!developers.isPending && !developers.data?.length) return null;
  return (
    <section aria-labelledby="featured-developers-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 id="featured-developers-title" className="text-2xl font-semibold tracking-tight">
            {t('landing.featuredDevelopers')}
          </h2>
          <p className="text-muted-foreground">{t('landing.peopleBehind')}</p>
        </div>
        <Link href="/developers" className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-link hover:underline">
          {t('landing.allDevelopers')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      {developers.isPending ? (
        <DeveloperGridSkeleton count={LANDING_FEATURED_DEVELOPERS} className="lg:grid-cols-4" />
      ) : (
        <DeveloperGrid
          developers={developers.data?.slice(0, LANDING_FEATURED_DEVELOPERS) ?? []}
          label={t('landing.featuredDevelopersList')}
          className="lg:grid-cols-4"
        />
      )}
    </section>
  );
}
