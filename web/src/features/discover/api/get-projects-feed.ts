import type { ProjectListItem } from '@common/projects';
import { PAGE_SIZE } from '@common/projects-constants';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson, urlFromQueryKey } from '@web/lib/request';

export interface FeedFilters {
  category: string;
  search: string;
  sort: 'newest' | 'trending';
}

/** GET /api/projects with one page of 12 at offset page*12 (spec §7). */
export function getProjectsPage(filters: FeedFilters, page: number): Promise<ProjectListItem[]> {
  const params = {
    category: filters.category === 'all' ? null : filters.category,
    search: filters.search || null,
    sort: filters.sort,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  };
  return apiJson('GET', urlFromQueryKey(['/api/projects', params]));
}

/**
 * Spec §4: more pages are assumed while a page returns exactly 12. The filters are the key, so a
 * new search, category or mode starts again at page 1; `gcTime: 0` drops the pages of the old
 * filters too, so coming back to them also starts at page 1.
 */
export function projectsFeedQueryOptions(filters: FeedFilters) {
  return infiniteQueryOptions({
    queryKey: ['/api/projects', { ...filters }, 'feed'],
    queryFn: ({ pageParam }) => getProjectsPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.length === PAGE_SIZE ? pages.length : undefined),
    gcTime: 0,
  });
}

export function useProjectsFeed(filters: FeedFilters) {
  return useInfiniteQuery(projectsFeedQueryOptions(filters));
}
