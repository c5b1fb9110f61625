import type { Conversation } from '@common/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { CONVERSATIONS_KEY } from './get-conversations';

/** POST /api/conversations: the existing conversation with this person, or a new one. */
export function openConversation(user2Id: string): Promise<Conversation> {
  return apiJson('POST', '/api/conversations', { user2Id });
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, (old) =>
        old?.some((item) => item.id === conversation.id) ? old : old ? [conversation, ...old] : old,
      );
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
    },
  });
}
