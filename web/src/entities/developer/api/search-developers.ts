import type { DeveloperCard } from '@common/people';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, totalCount } from '@web/lib/request';

export interface DeveloperResults {
  developers: DeveloperCard[];
  /** Every match, from the X-Total-Count header. */
  total: number;
}

/**
 * GET /api/users/search?q=&limit= ('*' lists everyone). The directory and the search page ask for
 * different page sizes (spec §7), so each passes its own.
 */
export async function searchDevelopers(q: string, limit: number): Promise<DeveloperResults> {
  const params = new URLSearchParams({ q: q.trim() || '*', limit: String(limit) });
  const response = await apiRequest('GET', `/api/users/search?${params}`);
  const developers = (await response.json()) as DeveloperCard[];
  return { developers, total: totalCount(response, developers.length) };
}

export function developerSearchQueryOptions(q: string, limit: number) {
  return queryOptions({
    queryKey: ['/api/users/search', { q: q.trim() || '*', limit }] as const,
    queryFn: () => searchDevelopers(q, limit),
  });
}

export function useDeveloperSearch(q: string, limit: number) {
  // The previous results stay on screen while the next query loads: no flash of skeletons per key.
  return useQuery({ ...developerSearchQueryOptions(q, limit), placeholderData: keepPreviousData });
}
