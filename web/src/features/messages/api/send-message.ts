import type { Conversation, Message } from '@common/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { CONVERSATIONS_KEY } from './get-conversations';
import { type MessagePages, messagesKey, withMessage } from './get-messages';

/** POST /api/conversations/:id/messages (plain text, trimmed, 1–2000 characters). */
export function sendMessage({ conversationId, content }: { conversationId: string; content: string }): Promise<Message> {
  return apiJson('POST', `/api/conversations/${encodeURIComponent(conversationId)}/messages`, { content });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(messagesKey(message.conversationId), (old) => withMessage(old, message));
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, (old) => {
        const current = old?.find((item) => item.id === message.conversationId);
        if (!old || !current) return old;
        const { conversationId: _, ...lastMessage } = message;
        return [{ ...current, lastMessage, lastMessageAt: message.createdAt }, ...old.filter((item) => item !== current)];
      });
    },
  });
}
