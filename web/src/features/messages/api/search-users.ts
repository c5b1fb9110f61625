import type { DeveloperCard } from '@common/people';
import { MESSAGE_SEARCH_MIN_LENGTH } from '@common/messaging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

const LIMIT = 12;

/** GET /api/users/search?q=&limit=12, for the new-message search (3 characters at least, spec §5). */
export function searchUsers(q: string): Promise<DeveloperCard[]> {
  return apiJson('GET', `/api/users/search?${new URLSearchParams({ q, limit: String(LIMIT) })}`);
}

export function searchUsersQueryOptions(q: string) {
  // Its own key: the directory caches another shape under /api/users/search.
  return queryOptions({ queryKey: ['/api/users/search', { q, limit: LIMIT }, 'new-message'], queryFn: () => searchUsers(q) });
}

export function useUserSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...searchUsersQueryOptions(term),
    enabled: term.length >= MESSAGE_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
