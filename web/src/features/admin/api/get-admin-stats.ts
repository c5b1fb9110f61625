import type { AdminStats } from '@common/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** GET /api/admin/stats: the four stat cards. */
export function getAdminStats(): Promise<AdminStats> {
  return apiJson('GET', '/api/admin/stats');
}

export const adminStatsQueryOptions = queryOptions({ queryKey: ['/api/admin/stats'] as const, queryFn: getAdminStats });

export function useAdminStats(enabled = true) {
  return useQuery({ ...adminStatsQueryOptions, enabled });
}
