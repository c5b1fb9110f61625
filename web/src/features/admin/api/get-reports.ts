import type { AdminReport, ReportStatus } from '@common/moderation';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export type ReportFilter = ReportStatus | 'all';

/** Every admin read starts with this, so one invalidation refreshes the whole panel. */
const ADMIN_KEY = '/api/admin';

/** After any admin write: reports, stats and the audit log all move. */
export function invalidateAdmin(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(ADMIN_KEY) });
}

export const reportsKey = (status: ReportFilter) => ['/api/admin/reports', { status: status === 'all' ? null : status }] as const;

/** GET /api/admin/reports?status= (spec §7): newest first. */
export function getReports(status: ReportFilter): Promise<AdminReport[]> {
  return apiJson('GET', status === 'all' ? '/api/admin/reports' : `/api/admin/reports?status=${status}`);
}

export const reportsQueryOptions = (status: ReportFilter) =>
  queryOptions({ queryKey: reportsKey(status), queryFn: () => getReports(status), placeholderData: keepPreviousData });

export function useReports(status: ReportFilter, enabled = true) {
  return useQuery({ ...reportsQueryOptions(status), enabled });
}
