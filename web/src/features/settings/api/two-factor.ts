import type { TotpSetup, TwoFactorStatus } from '@common/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const TWO_FACTOR_KEY = ['/api/auth/two-factor'] as const;

/** GET /api/auth/two-factor: whether the authenticator app is on, codes left, passkeys. */
export function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiJson('GET', '/api/auth/two-factor');
}

export const twoFactorQueryOptions = queryOptions({ queryKey: TWO_FACTOR_KEY, queryFn: getTwoFactorStatus });

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions);
}

type CodesAnswer = { message: string; recoveryCodes: string[] };

/** Each call changes the status; the Security tab reads it again after any of them. */
function useTwoFactorMutation<TInput, TAnswer>(call: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }) });
}

/** POST /api/auth/two-factor/setup: a new secret with its QR code, shown once. */
export const useStartTotpSetup = () => useTwoFactorMutation<void, TotpSetup>(() => apiJson('POST', '/api/auth/two-factor/setup'));
/** POST /api/auth/two-factor/enable: a current code turns it on; the recovery codes come once. */
export const useEnableTotp = () => useTwoFactorMutation<string, CodesAnswer>((code) => apiJson('POST', '/api/auth/two-factor/enable', { code }));
/** POST /api/auth/two-factor/disable: needs a fresh code. */
export const useDisableTotp = () => useTwoFactorMutation<string, { message: string }>((code) => apiJson('POST', '/api/auth/two-factor/disable', { code }));
/** POST /api/auth/two-factor/recovery-codes: ten new codes (needs a fresh code). */
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorMutation<string, CodesAnswer>((code) => apiJson('POST', '/api/auth/two-factor/recovery-codes', { code }));
