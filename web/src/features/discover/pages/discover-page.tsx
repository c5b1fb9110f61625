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
import { usePageHead } from '@web/lib/page-head';
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
  usePageHead(discoverHead({ search, category, trending }));
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
          <h1 className="text-3xl font-semibold tracking-tight">Discover Amazing Projects</h1>
          <p className="mt-2 text-muted-foreground">Fresh work from developers in the Shipyard community.</p>
        </div>
        <AddProjectButton className="self-start sm:self-auto" />
      </div>

      <div className="flex flex-col gap-4">
        <search className="max-w-xl">
          <form onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="discover-search" className="sr-only">
              Search projects
            </label>
            <SearchInput
              id="discover-search"
              placeholder="Search projects, technologies…"
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
            {trending ? 'Trending Projects' : 'All Projects'}
          </h2>
          {trending ? (
            <Button variant="outline" size="sm" onClick={() => showTrending(false)}>
              <ArrowLeft aria-hidden="true" />
              Back to All Projects
            </Button>
          ) : null}
        </div>

        {feed.isPending ? (
          <ProjectGridSkeleton />
        ) : projects.length > 0 ? (
          <>
            <ProjectGrid projects={projects} renderMenu={renderMenu} label={trending ? 'Trending projects list' : 'All projects list'} />
            {feed.hasNextPage ? (
              <div className="flex justify-center">
                <Button variant="outline" onClick={loadMore} disabled={feed.isFetchingNextPage}>
                  {feed.isFetchingNextPage ? 'Loading...' : 'Load More'}
                </Button>
              </div>
            ) : null}
          </>
        ) : feed.isError ? (
          <EmptyState
            icon={CircleAlert}
            title="Projects could not be loaded"
            description="Check your connection and try again."
            action={
              <Button variant="outline" onClick={() => feed.refetch()}>
                Try again
              </Button>
            }
            headingLevel={3}
          />
        ) : (
          <EmptyState
            icon={filtering ? SearchX : FolderPlus}
            title="No projects found"
            description={filtering ? 'Try adjusting your search or filters' : 'Be the first to share a project with the community!'}
            action={
              filtering ? (
                <Button
                  variant="outline"
                  onClick={clear}
                >
                  Clear filters
                </Button>
              ) : (
                <AddProjectButton label="Share a project" plain />
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
