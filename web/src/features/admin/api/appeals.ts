import type { AdminAppeal, AppealDecisionResult, AppealStatus } from '@common/appeals';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { invalidateAdmin } from './get-reports';

export type AppealFilter = AppealStatus | 'all';

/** GET /api/admin/appeals?status= (decision 0023): pending ones oldest first. */
export const appealsQueryOptions = (status: AppealFilter) =>
  queryOptions({
    queryKey: ['/api/admin/appeals', { status: status === 'all' ? null : status }] as const,
    queryFn: () => apiJson<AdminAppeal[]>('GET', status === 'all' ? '/api/admin/appeals' : `/api/admin/appeals?status=${status}`),
    placeholderData: keepPreviousData,
  });

export function useAppeals(status: AppealFilter, enabled = true) {
  return useQuery({ ...appealsQueryOptions(status), enabled });
}

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verdict, reason }: { id: string; verdict: 'accept' | 'reject'; reason: string }) =>
      apiJson<AppealDecisionResult>('POST', `/api/admin/appeals/${encodeURIComponent(id)}/${verdict}`, { reason }),
    // The queue, the stat cards and the audit log all move.
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
