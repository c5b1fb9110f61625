import type { ProjectListItem } from '@common/projects';
import { TRENDING_STRIP_REQUEST } from '@common/projects-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, urlFromQueryKey } from '@web/lib/request';

const params = { sort: 'trending', limit: TRENDING_STRIP_REQUEST } as const;

/** GET /api/projects?sort=trending&limit=8: the strip asks for 8 and shows up to 6 (spec §9). */
export function getTrendingProjects(): Promise<ProjectListItem[]> {
  return apiJson('GET', urlFromQueryKey(['/api/projects', params]));
}

export const trendingProjectsQueryOptions = queryOptions({
  queryKey: ['/api/projects', params],
  queryFn: getTrendingProjects,
});

export function useTrendingProjects(enabled: boolean) {
  return useQuery({ ...trendingProjectsQueryOptions, enabled });
}
