import type { ProjectListItem } from '@common/projects';
import { TRENDING_STRIP_SHOWN } from '@common/projects-constants';
import { ProjectCard } from '@web/entities/project/components/project-card';
import { ProjectCardSkeleton } from '@web/entities/project/components/project-grid';
import { Button } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { ArrowRight, Flame } from 'lucide-react';
import type { ReactNode } from 'react';

interface TrendingStripProps {
  projects: ProjectListItem[] | undefined;
  loading: boolean;
  onViewAll: () => void;
  renderMenu?: (project: ProjectListItem) => ReactNode;
}

const ITEM_CLASS = 'w-[78vw] max-w-[300px] shrink-0 snap-start sm:w-[300px]';

/** Up to 6 of the 8 trending projects in one horizontally scrolling row (spec §2, §9). */
export function TrendingStrip({ projects, loading, onViewAll, renderMenu }: TrendingStripProps) {
  const { t } = useI18n();
  if (!loading && (!projects || projects.length === 0)) return null;
  const shown = projects?.slice(0, TRENDING_STRIP_SHOWN) ?? [];
  return (
    <section aria-labelledby="trending-title" className="flex flex-col gap-4">
      {/* The link goes below the heading when both do not fit on one line (French, German on a phone). */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id="trending-title" className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Flame aria-hidden="true" className="size-5 text-orange-500" />
          {t('discover.trending')}
        </h2>
        <Button variant="link" size="sm" className="px-0" onClick={onViewAll}>
          {t('discover.viewAllTrending')}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </div>
      {loading ? (
        <div role="status" aria-label={t('discover.loadingTrending')} className="flex gap-4 overflow-hidden">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ProjectCardSkeleton key={index} className={ITEM_CLASS} />
          ))}
        </div>
      ) : (
        <ul aria-label={t('discover.trendingStrip')} className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0">
          {shown.map((project) => (
            <li key={project.id} className={ITEM_CLASS}>
              <ProjectCard project={project} menu={renderMenu?.(project)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
