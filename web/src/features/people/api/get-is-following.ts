import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const isFollowingKey = (id: string) => ['/api/users', id, 'is-following'] as const;

/** GET /api/users/:id/is-following (signed-in viewers only). */
export function getIsFollowing(id: string): Promise<{ isFollowing: boolean }> {
  return apiJson('GET', `/api/users/${encodeURIComponent(id)}/is-following`);
}

export function isFollowingQueryOptions(id: string) {
  return queryOptions({ queryKey: isFollowingKey(id), queryFn: () => getIsFollowing(id) });
}

export function useIsFollowing(id: string, enabled: boolean) {
  return useQuery({ ...isFollowingQueryOptions(id), enabled });
}
