import type { FollowState, PublicDeveloper } from '@common/people';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { developerKey } from '@web/entities/developer/api/get-developer';
import { apiJson } from '@web/lib/request';
import { isFollowingKey } from './get-is-following';

/** POST /api/users/:id/follow (idempotent). */
export function followDeveloper(id: string): Promise<FollowState> {
  return apiJson('POST', `/api/users/${encodeURIComponent(id)}/follow`);
}

/**
 * Writes the answer into the cache: their follower count comes back with it; the viewer's own
 * following count (shown on their page) is refetched, as are directory cards.
 */
export function applyFollowState(queryClient: QueryClient, id: string, viewerId: string | undefined, state: FollowState) {
  queryClient.setQueryData(isFollowingKey(id), { isFollowing: state.isFollowing });
  queryClient.setQueryData<PublicDeveloper>(developerKey(id), (old) =>
    old ? { ...old, followersCount: state.followersCount } : old,
  );
  if (viewerId) void queryClient.invalidateQueries({ queryKey: developerKey(viewerId), exact: true });
  void queryClient.invalidateQueries({ queryKey: ['/api/users/search'] });
}

export function useFollowDeveloper(id: string, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => followDeveloper(id),
    onSuccess: (state) => applyFollowState(queryClient, id, viewerId, state),
  });
}
