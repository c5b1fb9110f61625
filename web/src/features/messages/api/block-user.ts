import type { BlockStatus } from '@common/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { applyBlockStatus } from './get-block-status';

/** POST /api/users/:id/block: no messages, comments, follows or notifications either way. */
export function blockUser(userId: string): Promise<BlockStatus> {
  return apiJson('POST', `/api/users/${encodeURIComponent(userId)}/block`);
}

/** `onDone` runs even when the caller was unmounted meanwhile (the event stream may close the thread first). */
export function useBlockUser({ onDone }: { onDone?: (userId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: (status, userId) => {
      applyBlockStatus(queryClient, userId, status);
      onDone?.(userId);
    },
  });
}
