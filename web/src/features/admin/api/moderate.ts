import type { ModerationResult } from '@common/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { invalidateAdmin } from './get-reports';

export type ModerationAction = 'warn' | 'suspend' | 'ban' | 'unban' | 'hide' | 'unhide';

export interface ModerationRequest {
  action: ModerationAction;
  /** The person for warn/suspend/ban/unban; the project or comment for hide/unhide. */
  target: { kind: 'user' | 'project' | 'comment'; id: string };
  reason: string;
  reportId?: string;
  duration?: number;
}

/** POST /api/admin/users/:id/{warn,suspend,ban,unban} and /api/admin/{projects,comments}/:id/{hide,unhide}. */
export function moderate(request: ModerationRequest): Promise<ModerationResult> {
  const collection = { user: 'users', project: 'projects', comment: 'comments' }[request.target.kind];
  const body = {
    reason: request.reason,
    ...(request.reportId ? { reportId: request.reportId } : {}),
    ...(request.action === 'suspend' ? { duration: request.duration } : {}),
  };
  return apiJson('POST', `/api/admin/${collection}/${encodeURIComponent(request.target.id)}/${request.action}`, body);
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderate,
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
