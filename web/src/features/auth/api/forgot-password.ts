import type { ForgotPasswordInput } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export function forgotPassword(input: ForgotPasswordInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/forgot-password', { email: input.email });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
