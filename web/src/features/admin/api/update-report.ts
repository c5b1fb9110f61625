import type { AdminReport, UpdateReportInput } from '@common/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { invalidateAdmin } from './get-reports';

/** PATCH /api/admin/reports/:id: notes and status from the dialog. */
export function updateReport(id: string, input: UpdateReportInput): Promise<AdminReport> {
  return apiJson('PATCH', `/api/admin/reports/${encodeURIComponent(id)}`, input);
}

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateReportInput }) => updateReport(id, input),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
