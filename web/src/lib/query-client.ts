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
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
