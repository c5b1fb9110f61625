import type { PublicJoining } from '@common/joining';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/**
 * GET /api/joining: who may join (decision 0024). The shell's Join button and the register form
 * both read it, so it lives in the account entity. Type-only import: no zod reaches the shell.
 */
export const PUBLIC_JOINING_KEY = ['/api/joining'] as const;

export const publicJoiningQueryOptions = queryOptions({
  queryKey: PUBLIC_JOINING_KEY,
  queryFn: () => apiJson<PublicJoining>('GET', '/api/joining'),
  staleTime: 60_000,
});

/**
 * Asked in the browser only: server-rendered pages are the same for every visitor and stay so;
 * the Join button changes after hydration when registration is closed.
 */
export function usePublicJoining(enabled = true) {
  return useQuery({ ...publicJoiningQueryOptions, enabled: enabled && typeof window !== 'undefined' });
}
