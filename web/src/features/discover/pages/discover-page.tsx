import type { ProjectListItem } from '@common/projects';
import { AddProjectButton } from '@web/entities/project/components/add-project-button';
import { ProjectGrid, ProjectGridSkeleton } from '@web/entities/project/components/project-grid';
import { ProjectOwnerMenu } from '@web/entities/project/components/project-owner-menu';
import { StatsSection } from '@web/entities/project/components/stats-section';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { SearchInput } from '@web/components/ui/search-input';
import { useDeleteProject } from '@web/entities/project/api/delete-project';
import { useStats } from '@web/entities/project/api/get-stats';
import { useCurrentUser } from '@web/entities/account/api/current-user';
import { useI18n } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { useCategoryLabel } from '@web/entities/project/lib/category-label';
import { ArrowLeft, CircleAlert, FolderPlus, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useProjectsFeed } from '../api/get-projects-feed';
import { useTrendingProjects } from '../api/get-trending-projects';
import { CategoryFilter } from '../components/category-filter';
import { TrendingStrip } from '../components/trending-strip';
import { discoverHead } from '../lib/discover-head';
import { useDiscoverFilters } from '../lib/use-discover-filters';

interface DiscoverPageProps {
  /** Notices for the signed-in user (e-mail verification), composed in by the app. */
  notice?: ReactNode;
}

/** The signed-in home (spec §2): search, categories, trending strip or trending mode, grid with Load More, stats. */
export function DiscoverPage({ notice }: DiscoverPageProps) {
  const { query, setQuery, search, category, setCategory, trending, setTrending, clear } = useDiscoverFilters();
  const { t } = useI18n();
  const categoryLabel = useCategoryLabel();
  usePageHead(discoverHead({ search, category, trending }, t, categoryLabel));
  const { user } = useCurrentUser();
  const filtering = search !== '' || category !== 'all';

  const feed = useProjectsFeed({ category, search, sort: trending ? 'trending' : 'newest' });
  const strip = useTrendingProjects(!trending);
  const stats = useStats();
  const deleteProject = useDeleteProject();

  const renderMenu = (project: ProjectListItem) =>
    user && project.userId === user.id ? (
      <ProjectOwnerMenu project={project} onDelete={() => deleteProject.mutateAsync(project.id)} />
    ) : null;

  const projects = feed.data?.pages.flat() ?? [];
  const loadMore = async () => {
    // Spec §8: a failed Load More is only logged; the projects already shown stay.
    const result = await feed.fetchNextPage();
    if (result.isFetchNextPageError) console.error('Load More failed', result.error);
  };
  const showTrending = (value: boolean) => {
    setTrending(value);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      {notice}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('discover.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('discover.intro')}</p>
        </div>
        <AddProjectButton className="self-start sm:self-auto" />
      </div>

      <div className="flex flex-col gap-4">
        <search className="max-w-xl">
          <form onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="discover-search" className="sr-only">
              {t('discover.searchLabel')}
            </label>
            <SearchInput
              id="discover-search"
              placeholder={t('discover.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </form>
        </search>
        <CategoryFilter value={category} onChange={setCategory} />
      </div>

      {trending ? null : (
        <TrendingStrip
          projects={strip.data}
          loading={strip.isLoading}
          onViewAll={() => showTrending(true)}
          renderMenu={renderMenu}
        />
      )}

      <section aria-labelledby="feed-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="feed-title" className="text-lg font-semibold tracking-tight">
            {t(trending ? 'discover.trending' : 'discover.all')}
          </h2>
          {trending ? (
            <Button variant="outline" size="sm" onClick={() => showTrending(false)}>
              <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
              {t('discover.backToAll')}
            </Button>
          ) : null}
        </div>

        {feed.isPending ? (
          <ProjectGridSkeleton />
        ) : projects.length > 0 ? (
          <>
            <ProjectGrid projects={projects} renderMenu={renderMenu} label={t(trending ? 'discover.trendingList' : 'discover.allList')} />
            {feed.hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="outline" onClick={loadMore} disabled={feed.isFetchingNextPage}>
                  {t(feed.isFetchingNextPage ? 'discover.loadingMore' : 'discover.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        ) : feed.isError ? (
          <EmptyState
            icon={CircleAlert}
            title={t('discover.loadFailed')}
            description={t('discover.loadFailedText')}
            action={
              <Button variant="outline" onClick={() => feed.refetch()}>
                {t('discover.tryAgain')}
              </Button>
            }
            headingLevel={3}
          />
        ) : (
          <EmptyState
            icon={filtering ? SearchX : FolderPlus}
            title={t('discover.noProjects')}
            description={t(filtering ? 'discover.noMatch' : 'discover.beFirst')}
            action={
              filtering ? (
                <Button
                  variant="outline"
                  onClick={clear}
                >
                  {t('discover.clearFilters')}
                </Button>
              ) : (
                <AddProjectButton label={t('discover.share')} plain />
              )
            }
            headingLevel={3}
          />
        )}
      </section>

      <StatsSection stats={stats.data} loading={stats.isPending} />
    </div>
  );
}
