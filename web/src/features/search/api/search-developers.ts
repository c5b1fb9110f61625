import { type DeveloperCard, TOTAL_COUNT_HEADER } from '@common/people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/request';

/** Spec §7: the search page asks for 20 developers. */
export const DEVELOPER_SEARCH_LIMIT = 20;

export interface DeveloperResults {
  developers: DeveloperCard[];
  /** Every match, from the X-Total-Count header. */
  total: number;
}

/** GET /api/users/search?q=&limit=20 ('*' when empty). */
export async function searchDevelopers(q: string): Promise<DeveloperResults> {
  const params = new URLSearchParams({ q: q.trim() || '*', limit: String(DEVELOPER_SEARCH_LIMIT) });
  const response = await apiRequest('GET', `/api/users/search?${params}`);
  const developers = (await response.json()) as DeveloperCard[];
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? developers.length);
  return { developers, total: Number.isFinite(total) ? total : developers.length };
}

export function developerSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['/api/users/search', { q: q.trim() || '*', limit: DEVELOPER_SEARCH_LIMIT }] as const,
    queryFn: () => searchDevelopers(q),
  });
}

export function useDeveloperSearch(q: string) {
  return useQuery({ ...developerSearchQueryOptions(q), placeholderData: keepPreviousData });
}
