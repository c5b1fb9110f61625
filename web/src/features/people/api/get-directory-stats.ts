import type { DirectoryStats } from '@common/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** GET /api/users/stats: the directory's three stat cards and the top 20 skills. */
export function getDirectoryStats(): Promise<DirectoryStats> {
  return apiJson('GET', '/api/users/stats');
}

export const directoryStatsQueryOptions = queryOptions({
  queryKey: ['/api/users/stats'] as const,
  queryFn: getDirectoryStats,
});

export function useDirectoryStats() {
  return useQuery(directoryStatsQueryOptions);
}
