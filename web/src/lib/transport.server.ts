import { AsyncLocalStorage } from 'node:async_hooks';

export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * The server renderer's stand-in for transport.ts. Each page render runs inside `withApiFetch`,
 * so a query function called for that page reaches the API as that page's visitor (their cookies,
 * their address) without any value shared between requests: the storage holds no state of its own,
 * only the context of the render in progress.
 */
const renderFetch = new AsyncLocalStorage<ApiFetch>();

export function withApiFetch<T>(fetcher: ApiFetch, run: () => T): T {
  return renderFetch.run(fetcher, run);
}

export function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  const fetcher = renderFetch.getStore();
  if (!fetcher) return Promise.reject(new Error('an API call outside a server render'));
  return fetcher(url, init);
}
