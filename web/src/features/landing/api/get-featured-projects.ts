import type { ProjectListItem } from '@common/projects';
import { LANDING_FEATURED_PROJECTS } from '@common/projects-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, urlFromQueryKey } from '@web/lib/request';

export interface FeaturedProjects {
  projects: ProjectListItem[];
  /** True when nothing is featured in this category and trending projects stand in. */
  fallback: boolean;
}

/** GET /api/projects?featured=true&limit=6 (and category); trending ones when none are featured. */
export async function getFeaturedProjects(category: string): Promise<FeaturedProjects> {
  const base = { category: category === 'all' ? null : category, limit: LANDING_FEATURED_PROJECTS };
  const featured = await apiJson<ProjectListItem[]>('GET', urlFromQueryKey(['/api/projects', { ...base, featured: true }]));
  if (featured.length > 0) return { projects: featured, fallback: false };
  const trending = await apiJson<ProjectListItem[]>('GET', urlFromQueryKey(['/api/projects', { ...base, sort: 'trending' }]));
  return { projects: trending, fallback: true };
}

export function featuredProjectsQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['/api/projects', { featured: true, category, limit: LANDING_FEATURED_PROJECTS }, 'landing'],
    queryFn: () => getFeaturedProjects(category),
  });
}

/** The previous chip's projects stay on screen while the next chip's load: no flash of skeletons. */
export function useFeaturedProjects(category: string) {
  return useQuery({ ...featuredProjectsQueryOptions(category), placeholderData: keepPreviousData });
}
