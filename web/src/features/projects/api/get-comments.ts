import type { ProjectComment } from '@common/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const commentsKey = (projectId: string) => ['/api/projects', projectId, 'comments'] as const;

/** GET /api/projects/:id/comments, oldest first. */
export function getComments(projectId: string): Promise<ProjectComment[]> {
  return apiJson('GET', `/api/projects/${encodeURIComponent(projectId)}/comments`);
}

export function commentsQueryOptions(projectId: string) {
  return queryOptions({ queryKey: commentsKey(projectId), queryFn: () => getComments(projectId) });
}

export function useComments(projectId: string) {
  return useQuery(commentsQueryOptions(projectId));
}
