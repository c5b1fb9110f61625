import { TOTAL_COUNT_HEADER } from '@common/people';
import type { ProjectListItem } from '@common/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/request';

export interface MyProjects {
  projects: ProjectListItem[];
  /** All of them, drafts included (the list is one page of up to 100). */
  total: number;
}

const LIMIT = 100;

/** GET /api/users/:id/projects for yourself: newest first, drafts included. */
export async function getMyProjects(userId: string): Promise<MyProjects> {
  const response = await apiRequest('GET', `/api/users/${encodeURIComponent(userId)}/projects?limit=${LIMIT}`);
  const projects = (await response.json()) as ProjectListItem[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? projects.length);
  return { projects, total: Number.isFinite(total) ? total : projects.length };
}

export function myProjectsQueryOptions(userId: string) {
  return queryOptions({
    // Its own last part: the people pages keep a different shape under ['/api/users', id, 'projects'].
    queryKey: ['/api/users', userId, 'projects', 'showcase'],
    queryFn: () => getMyProjects(userId),
  });
}

export function useMyProjects(userId: string | undefined) {
  return useQuery({ ...myProjectsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
