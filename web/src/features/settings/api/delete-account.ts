import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** DELETE /api/auth/delete-account: the spec's call has no body; the session and CSRF check suffice. */
export function deleteAccount(): Promise<{ message: string }> {
  return apiJson('DELETE', '/api/auth/delete-account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
