import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** Without an address the server uses the signed-in account (verify screen); the banner sends {email}. */
export function resendVerification(email?: string): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/resend-verification', email ? { email } : undefined);
}

export function useResendVerification() {
  return useMutation({ mutationFn: (email?: string) => resendVerification(email) });
}
