import type { ProjectListItem } from '@common/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/request';
import { TOTAL_COUNT_HEADER } from '@common/people';

export interface DeveloperProjects {
  projects: ProjectListItem[];
  /** Every project of the person the viewer may see, not only this page. */
  total: number;
}

export const developerProjectsKey = (id: string) => ['/api/users', id, 'projects'] as const;

/** GET /api/users/:id/projects: newest first; the owner also sees unpublished ones. */
export async function getDeveloperProjects(id: string): Promise<DeveloperProjects> {
  const response = await apiRequest('GET', `/api/users/${encodeURIComponent(id)}/projects`);
  const projects = (await response.json()) as ProjectListItem[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? projects.length);
  return { projects, total: Number.isFinite(total) ? total : projects.length };
}

export function developerProjectsQueryOptions(id: string) {
  return queryOptions({ queryKey: developerProjectsKey(id), queryFn: () => getDeveloperProjects(id) });
}

export function useDeveloperProjects(id: string | undefined) {
  return useQuery({ ...developerProjectsQueryOptions(id ?? ''), enabled: Boolean(id) });
}
