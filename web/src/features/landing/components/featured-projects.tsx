import { LANDING_CHIPS } from '@common/categories';
import { CategoryChips } from '@web/entities/project/components/category-chips';
import { ProjectGrid, ProjectGridSkeleton } from '@web/entities/project/components/project-grid';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { cn } from '@web/lib/utils';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useFeaturedProjects } from '../api/get-featured-projects';
import { useI18n } from '@web/lib/i18n';

/** Six featured projects (trending ones when none are featured), filtered by the landing chips. */
export function FeaturedProjects() {
  const [category, setCategory] = useState<string>('all');
  const featured = useFeaturedProjects(category);
  const projects = featured.data?.projects ?? [];
  const { t } = useI18n();

  return (
    <section aria-labelledby="featured-projects-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="featured-projects-title" className="text-2xl font-semibold tracking-tight">
          {t('landing.featuredProjects')}
        </h2>
        <p className="text-muted-foreground">
          {t(featured.data?.fallback ? 'landing.trending' : 'landing.handPicked')}
        </p>
      </div>
      <CategoryChips options={LANDING_CHIPS} value={category} onChange={setCategory} label={t('landing.filterFeatured')} />
      {featured.isPending ? (
        <ProjectGridSkeleton />
      ) : projects.length > 0 ? (
        <ProjectGrid
          projects={projects}
          label={t('landing.featuredList')}
          className={cn('transition-opacity', featured.isPlaceholderData && 'opacity-60')}
        />
      ) : (
        <EmptyState
          icon={FolderPlus}
          title={t('landing.noProjects')}
          description={t('landing.beFirst')}
          action={
            <Button asChild>
              <Link href="/register">{t('landing.startShowcase')}</Link>
            </Button>
          }
          headingLevel={3}
        />
      )}
    </section>
  );
}
