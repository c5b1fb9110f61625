import type { Message } from '@common/messaging';
import { MESSAGES_PAGE_SIZE } from '@common/messaging-constants';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const messagesKey = (conversationId: string) => ['/api/conversations', conversationId, 'messages'] as const;
export type MessagePages = InfiniteData<Message[], string | null>;

/** GET /api/conversations/:id/messages: a page, newest last; the newest page marks it read. */
export function getMessages(conversationId: string, before: string | null): Promise<Message[]> {
  const query = new URLSearchParams({ limit: String(MESSAGES_PAGE_SIZE) });
  if (before) query.set('before', before);
  return apiJson('GET', `/api/conversations/${encodeURIComponent(conversationId)}/messages?${query}`);
}

/** Pages go back in time: page 0 is the newest; each next page is older than the one before. */
export function messagesQueryOptions(conversationId: string) {
  return infiniteQueryOptions({
    queryKey: messagesKey(conversationId),
    queryFn: ({ pageParam }) => getMessages(conversationId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => (lastPage.length === MESSAGES_PAGE_SIZE ? (lastPage[0]?.id ?? null) : null),
    staleTime: 0,
  });
}

export function useMessages(conversationId: string) {
  return useInfiniteQuery(messagesQueryOptions(conversationId));
}

/** Oldest first, whatever number of pages is loaded. */
export function flattenPages(data: InfiniteData<Message[], unknown> | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flat();
}

/** Adds a message to the newest page unless it is there already (the event and the answer both bring it). */
export function withMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.some((item) => item.id === message.id))) return data;
  const [newest = [], ...older] = data.pages;
  return { ...data, pages: [[...newest, message], ...older] };
}
