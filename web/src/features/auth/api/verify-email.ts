import type { CurrentUser } from '@common/auth';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export interface VerifyEmailResult {
  message: string;
  user: CurrentUser;
}

export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return apiJson('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
}

/**
 * The token is single use, so this must run exactly once per token: the query dedupes React
 * StrictMode's double mount, and nothing may refetch it (focus, reconnect, remount).
 */
export function verifyEmailQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['/api/auth/verify-email', { token }],
    queryFn: token ? () => verifyEmail(token) : skipToken,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}
