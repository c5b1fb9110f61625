import type { Conversation } from '@common/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const CONVERSATIONS_KEY = ['/api/conversations'] as const;

/** GET /api/conversations: newest activity first, with unread counts. */
export function getConversations(): Promise<Conversation[]> {
  return apiJson('GET', '/api/conversations');
}

export const conversationsQueryOptions = queryOptions({
  queryKey: CONVERSATIONS_KEY,
  queryFn: getConversations,
  // Kept current by the event stream; a revisit still checks.
  staleTime: 0,
});

export function useConversations() {
  return useQuery(conversationsQueryOptions);
}
