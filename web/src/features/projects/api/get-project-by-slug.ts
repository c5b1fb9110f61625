import type { ProjectDetail } from '@common/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const projectBySlugKey = (slug: string) => ['/api/projects/slug', slug] as const;

/** GET /api/projects/slug/:slug (counts a view, once per viewer per hour). */
export function getProjectBySlug(slug: string): Promise<ProjectDetail> {
  return apiJson('GET', `/api/projects/slug/${encodeURIComponent(slug)}`);
}

export function projectBySlugQueryOptions(slug: string) {
  return queryOptions({ queryKey: projectBySlugKey(slug), queryFn: () => getProjectBySlug(slug) });
}

export function useProjectBySlug(slug: string) {
  return useQuery(projectBySlugQueryOptions(slug));
}
