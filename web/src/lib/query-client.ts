import {
  type DefaultedQueryObserverOptions,
  type DefaultError,
  QueryClient,
  type QueryClientConfig,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { getQueryFn } from './request';

/** Spec §9: fresh for 30 s, kept 5 min after last use, no automatic retries, no polling. */
const clientConfig: QueryClientConfig = {
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
};

export function createQueryClient(): QueryClient {
  return new QueryClient(clientConfig);
}

/**
 * The server renderer's client: the same defaults, but no query is dropped before the render ends
 * (the renderer clears the client itself). A query with `gcTime: 0` (the Discover feed) has no
 * observer on the server, so it was dropped a moment after its answer came while a slower answer
 * of the same pass was still awaited, and the page went out with the feed's loading state.
 */
export function createRenderQueryClient(): QueryClient {
  return new RenderQueryClient(clientConfig);
}

class RenderQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    return { ...super.defaultQueryOptions(options), gcTime: Number.POSITIVE_INFINITY };
  }
}
