import type { ProjectDetail } from '@common/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const projectKey = (id: string) => ['/api/projects', id] as const;

/** GET /api/projects/:id: what the edit page starts from. */
export function getProject(id: string): Promise<ProjectDetail> {
  return apiJson('GET', `/api/projects/${encodeURIComponent(id)}`);
}

export function projectQueryOptions(id: string) {
  return queryOptions({
    queryKey: projectKey(id),
    queryFn: () => getProject(id),
    // The form is filled once from this; a refetch on focus must not look like an edit was lost.
    refetchOnWindowFocus: false,
  });
}

export function useProject(id: string, enabled = true) {
  return useQuery({ ...projectQueryOptions(id), enabled });
}
