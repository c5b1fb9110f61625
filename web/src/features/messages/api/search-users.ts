import { MESSAGE_SEARCH_MIN_LENGTH } from '@common/messaging-constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { developerSearchQueryOptions } from '@web/entities/developer/api/search-developers';

const LIMIT = 12;

/** The new-message search: the shared developer search, from 3 characters on (spec §5). */
export function useUserSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...developerSearchQueryOptions(term, LIMIT),
    enabled: term.length >= MESSAGE_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    select: (data) => data.developers,
  });
}
