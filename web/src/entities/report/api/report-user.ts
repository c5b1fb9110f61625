import type { ReportCreated, ReportReason } from '@common/reports';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export interface UserReport {
  reason: ReportReason;
  description?: string;
  /** Optionally the project or comment of theirs that the report is about. */
  projectId?: string;
  commentId?: string;
}

/** POST /api/users/:id/report (spec §7). Shared by the Messages menu and the developer page. */
export function reportUser(userId: string, report: UserReport): Promise<ReportCreated> {
  return apiJson('POST', `/api/users/${encodeURIComponent(userId)}/report`, report);
}

export function useReportUser() {
  return useMutation({ mutationFn: ({ userId, report }: { userId: string; report: UserReport }) => reportUser(userId, report) });
}
