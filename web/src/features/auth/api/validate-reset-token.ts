import { queryOptions, skipToken } from '@tanstack/react-query';
import { getQueryFn } from '@web/lib/request';

/** Only the ok status matters (spec §7); any failure shows the invalid-link view. */
export function validateResetTokenQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['/api/auth/validate-reset-token', { token }],
    queryFn: token ? getQueryFn<{ message: string }>({ on401: 'throw' }) : skipToken,
    retry: false,
    // Re-checking on focus could swap a half-typed form for the invalid view mid-way; once is enough.
    staleTime: Number.POSITIVE_INFINITY,
    // Forget the answer on leaving: the token may be spent by then, so a later visit checks again.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
