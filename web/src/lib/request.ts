import { TOTAL_COUNT_HEADER } from '@common/people-constants';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/transport';

/**
 * The shared request behaviour of spec §7. Errors carry "<status>: <body text>" as their message so
 * every caller can read the status and the server's JSON error body back out (see parseApiError).
 */

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', cache: 'no-store' };
  if (data instanceof FormData) {
    // The browser sets the multipart boundary itself; a hand-written content type would break it.
    init.body = data;
  } else if (data !== undefined) {
    init.body = JSON.stringify(data);
    init.headers = { 'Content-Type': 'application/json' };
  }
  const response = await apiFetch(url, init);
  await throwIfNotOk(response);
  return response;
}

/** apiRequest plus the parsed JSON answer (null for an empty body). */
export async function apiJson<T>(method: string, url: string, data?: unknown): Promise<T> {
  const response = await apiRequest(method, url, data);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The X-Total-Count of a list answer (every match, not only this page); `fallback` when absent or unreadable. */
export function totalCount(response: Response, fallback: number): number {
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? fallback);
  return Number.isFinite(total) ? total : fallback;
}

/** First key part is the URL; an object second part becomes the query string, else parts form the path. */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [base, second] = queryKey;
  const url = String(base);
  if (second !== null && typeof second === 'object' && !Array.isArray(second)) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(second as Record<string, unknown>)) {
      if (value === null || value === undefined) continue;
      params.append(key, String(value));
    }
    const query = params.toString();
    return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
  }
  return queryKey
    .filter((part) => part !== null && part !== undefined)
    .map(String)
    .join('/');
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await apiFetch(urlFromQueryKey(queryKey), { credentials: 'include', cache: 'no-store', signal });
    if (options.on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** The JSON error body the server sends: `{ message, code, ...extra }`. */
export interface ApiErrorBody {
  message?: string;
  code?: string;
  needsVerification?: boolean;
  retryAfter?: number;
  fields?: { field: string; message: string }[];
  [key: string]: unknown;
}

export interface ParsedApiError {
  /** HTTP status, or null when the request never got an answer (network failure) or the error is not ours. */
  status: number | null;
  body: ApiErrorBody | null;
  /** The server's `message`, when it sent one. */
  message: string | null;
  network: boolean;
}

export function parseApiError(error: unknown): ParsedApiError {
  // fetch rejects with a TypeError when the network (not the server) failed.
  if (error instanceof TypeError) return { status: null, body: null, message: null, network: true };
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, body: null, message: null, network: false };
  const status = Number(match[1]);
  let body: ApiErrorBody | null = null;
  try {
    const parsed: unknown = JSON.parse(match[2] ?? '');
    if (parsed && typeof parsed === 'object') body = parsed as ApiErrorBody;
  } catch {
    // A proxy's HTML page or plain text: keep the status, drop the body.
  }
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : null;
  return { status, body, message, network: false };
}

/** The server's message for a toast, or the given fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return parseApiError(error).message ?? fallback;
}
