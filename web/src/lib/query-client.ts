import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './request';

/** Spec §9: fresh for 30 s, kept 5 min after last use, no automatic retries, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Spec §7: the default read returns null on 401 instead of failing.
        queryFn: getQueryFn({ on401: 'returnNull' }),
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: false,
        // A failed answer is shown as it is until the visitor asks again (every error state has a
        // Try again): no automatic retries (spec §9). It also keeps a server-rendered "not found"
        // on screen instead of a loading state while the same request is repeated.
        retryOnMount: false,
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
