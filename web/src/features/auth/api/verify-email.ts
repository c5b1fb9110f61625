import type { CurrentUser } from '@common/auth';
import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@web/entities/account/api/current-user';
import { apiJson } from '@web/lib/request';

export interface VerifyEmailResult {
  message: string;
  user: CurrentUser;
  /** Decision 0024: verified, and now waiting for the staff to approve the account. */
  pendingApproval?: boolean;
}

export async function verifyEmail(queryClient: QueryClient, token: string): Promise<VerifyEmailResult> {
  const result = await apiJson<VerifyEmailResult>('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  // A signed-in user's "verify your e-mail" banner must go away at once.
  void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  return result;
}

/**
 * The token is single use, so this must run exactly once per token: the query dedupes React
 * StrictMode's double mount, and nothing may refetch it (focus, reconnect, remount).
 */
export function verifyEmailQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['/api/auth/verify-email', { token }],
    queryFn: token ? ({ client }) => verifyEmail(client, token) : skipToken,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}
