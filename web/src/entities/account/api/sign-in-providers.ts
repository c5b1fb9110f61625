import type { ProviderSummary, StartProviderInput } from '@common/sign-in';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/**
 * GET /api/auth/providers: the sign-in providers the operator configured (decision 0026). The
 * sign-in and register pages show their buttons and Settings names them, so it lives here.
 */
export const SIGN_IN_PROVIDERS_KEY = ['/api/auth/providers'] as const;

export const signInProvidersQueryOptions = queryOptions({
  queryKey: SIGN_IN_PROVIDERS_KEY,
  queryFn: () => apiJson<ProviderSummary[]>('GET', '/api/auth/providers'),
  staleTime: 5 * 60_000,
});

export function useSignInProviders() {
  return useQuery({ ...signInProvidersQueryOptions, enabled: typeof window !== 'undefined' });
}

/** POST /api/auth/providers/:id/start: where to send the browser (the state cookie comes with it). */
export function startProvider(id: string, input: StartProviderInput): Promise<{ url: string }> {
  return apiJson('POST', `/api/auth/providers/${encodeURIComponent(id)}/start`, input);
}

/** Starts the redirect; the page is left, so success has nothing more to do. */
export function useStartProvider() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: StartProviderInput }) => startProvider(id, input),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
