import type { ServerEvents } from '@common/events';
import type { Conversation } from '@common/messaging';
import type { QueryClient } from '@tanstack/react-query';
import { blockStatusKey } from '../api/get-block-status';
import { CONVERSATIONS_KEY } from '../api/get-conversations';
import { type MessagePages, messagesKey, withMessage } from '../api/get-messages';

/**
 * What the event stream changes in this feature's caches (wired up once, by the app). A new
 * message shows at once; the open thread then refetches, which marks it read, and only after that
 * the list, so its unread badge does not flash for the conversation on screen.
 */
export function applyMessageEvent(queryClient: QueryClient, { conversationId, message }: ServerEvents['message']): void {
  queryClient.setQueryData<MessagePages>(messagesKey(conversationId), (old) => withMessage(old, message));
  void queryClient
    .invalidateQueries({ queryKey: messagesKey(conversationId) })
    .then(() => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true }));
}

export function applyConversationDeleted(queryClient: QueryClient, { conversationId }: ServerEvents['conversation-deleted']): void {
  queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, (old) => old?.filter((item) => item.id !== conversationId));
  queryClient.removeQueries({ queryKey: messagesKey(conversationId) });
}

export function applyBlockEvent(queryClient: QueryClient, { userId, isBlocked, blockedBy }: ServerEvents['block']): void {
  queryClient.setQueryData(blockStatusKey(userId), { isBlocked, blockedBy });
  queryClient.setQueryData<Conversation[]>(CONVERSATIONS_KEY, (old) =>
    old?.map((item) => (item.otherUser.id === userId ? { ...item, isBlocked: isBlocked || blockedBy } : item)),
  );
}
