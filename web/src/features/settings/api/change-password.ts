import type { ChangePasswordInput } from '@common/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { SESSIONS_KEY } from './sessions';

/** POST /api/auth/change-password: every other session is signed out, this one stays. */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/change-password', input);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
