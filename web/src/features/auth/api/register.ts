import type { RegisterInput } from '@common/auth';
import type { InvitationCheck } from '@common/joining';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export function register(input: RegisterInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/register', {
    email: input.email,
    password: input.password,
    firstName: input.firstName,
    lastName: input.lastName,
    confirmPassword: input.confirmPassword,
    // Who may join (decision 0024): sent only when the form asked for them.
    ...(input.invitationCode ? { invitationCode: input.invitationCode } : {}),
    ...(input.acceptTerms !== undefined ? { acceptTerms: input.acceptTerms } : {}),
    ...(input.joinAnswer ? { joinAnswer: input.joinAnswer } : {}),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** GET /api/invitations/check/:code: whether the link in the address bar still admits someone. */
export function useInvitationCheck(code: string | null) {
  return useQuery({
    queryKey: ['/api/invitations/check', code] as const,
    queryFn: () => apiJson<InvitationCheck>('GET', `/api/invitations/check/${encodeURIComponent(code ?? '')}`),
    enabled: Boolean(code),
    retry: false,
  });
}
