import type { BlockStatus } from '@common/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { applyBlockStatus } from './get-block-status';

/** DELETE /api/users/:id/block. */
export function unblockUser(userId: string): Promise<BlockStatus> {
  return apiJson('DELETE', `/api/users/${encodeURIComponent(userId)}/block`);
}

/** `onDone` runs even when the caller was unmounted meanwhile (the event stream may close the thread first). */
export function useUnblockUser({ onDone }: { onDone?: (userId: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: (status, userId) => {
      applyBlockStatus(queryClient, userId, status);
      onDone?.(userId);
    },
  });
}
