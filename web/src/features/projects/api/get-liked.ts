import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const likedKey = (projectId: string) => ['/api/projects', projectId, 'liked'] as const;

/** GET /api/projects/:id/liked (signed-in only). */
export function getLiked(projectId: string): Promise<{ liked: boolean }> {
  return apiJson('GET', `/api/projects/${encodeURIComponent(projectId)}/liked`);
}

export function likedQueryOptions(projectId: string) {
  return queryOptions({ queryKey: likedKey(projectId), queryFn: () => getLiked(projectId) });
}

export function useLiked(projectId: string, signedIn: boolean) {
  return useQuery({ ...likedQueryOptions(projectId), enabled: signedIn });
}
