import type { ReportReason } from '@common/messaging';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export interface UserReport {
  reason: ReportReason;
  description?: string;
}

/** POST /api/users/:id/report body { reason, description } (spec §7). */
export function reportUser(userId: string, report: UserReport): Promise<unknown> {
  return apiJson('POST', `/api/users/${encodeURIComponent(userId)}/report`, report);
}

export function useReportUser() {
  return useMutation({ mutationFn: ({ userId, report }: { userId: string; report: UserReport }) => reportUser(userId, report) });
}
