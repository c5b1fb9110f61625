import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { withRecentProof } from '../lib/recent-proof';

/**
 * DELETE /api/auth/delete-account: the spec's call has no body; a session without a recent proof
 * is asked to confirm first (decision 0039).
 */
export function deleteAccount(): Promise<{ message: string }> {
  return withRecentProof(() => apiJson('DELETE', '/api/auth/delete-account'));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
