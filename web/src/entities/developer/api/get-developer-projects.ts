import type { ProjectListItem } from '@common/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, totalCount } from '@web/lib/request';

export interface DeveloperProjects {
  projects: ProjectListItem[];
  /** Every project of the person the viewer may see (drafts too for the owner), not only this page. */
  total: number;
}

/**
 * GET /api/users/:id/projects: newest first; the owner also sees unpublished ones. Without a
 * limit the server's default page; the Showcase asks for up to 100 of one's own.
 */
export async function getDeveloperProjects(id: string, limit?: number): Promise<DeveloperProjects> {
  const query = limit === undefined ? '' : `?limit=${limit}`;
  const response = await apiRequest('GET', `/api/users/${encodeURIComponent(id)}/projects${query}`);
  const projects = (await response.json()) as ProjectListItem[];
  return { projects, total: totalCount(response, projects.length) };
}

export function developerProjectsQueryOptions(id: string, limit?: number) {
  return queryOptions({ queryKey: ['/api/users', id, 'projects', { limit }] as const, queryFn: () => getDeveloperProjects(id, limit) });
}

export function useDeveloperProjects(id: string | undefined, limit?: number) {
  return useQuery({ ...developerProjectsQueryOptions(id ?? '', limit), enabled: Boolean(id) });
}
