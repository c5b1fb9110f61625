import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export function resetPassword(input: { token: string; password: string }): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/reset-password', { token: input.token, password: input.password });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
