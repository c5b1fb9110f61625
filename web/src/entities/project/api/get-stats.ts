import type { SiteStats } from '@common/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** GET /api/stats: the community totals, on the landing page and on Discover. */
export function getStats(): Promise<SiteStats> {
  return apiJson('GET', '/api/stats');
}

export const statsQueryOptions = queryOptions({ queryKey: ['/api/stats'], queryFn: getStats });

export function useStats() {
  return useQuery(statsQueryOptions);
}
