import type { FollowState } from '@common/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { applyFollowState } from './follow-developer';

/** DELETE /api/users/:id/follow (idempotent). */
export function unfollowDeveloper(id: string): Promise<FollowState> {
  return apiJson('DELETE', `/api/users/${encodeURIComponent(id)}/follow`);
}

export function useUnfollowDeveloper(id: string, viewerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unfollowDeveloper(id),
    onSuccess: (state) => applyFollowState(queryClient, id, viewerId, state),
  });
}
