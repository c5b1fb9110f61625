import type { Conversation } from '@common/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { CONVERSATIONS_KEY } from './get-conversations';
import { messagesKey } from './get-messages';

/** DELETE /api/conversations/:id: gone for you; the other person keeps theirs. */
export function deleteConversation(id: string): Promise<{ message: string }> {
  return apiJson('DELETE', `/api/conversations/${encodeURIComponent(id)}`);
}

/**
 * `onDeleted` runs here rather than in mutate(): the event stream may close the thread (and
 * unmount the caller) before the answer arrives, and mutate's callbacks would then be skipped.
 */
export function useDeleteConversation({ onDeleted }: { onDeleted?: (id: string) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, (old) => old?.filter((item) => item.id !== id));
      queryClient.removeQueries({ queryKey: messagesKey(id) });
      onDeleted?.(id);
    },
  });
}
