import { toast } from '@web/components/ui/use-toast';
import { parseApiError } from '@web/lib/request';

/** Spec §9: the toast stays readable for a moment before the browser leaves. */
export const REDIRECT_DELAY_MS = 500;

/** Spec §8: a 401 answer ("401: …Unauthorized…"). */
export function isUnauthorizedError(error: unknown): boolean {
  return parseApiError(error).status === 401;
}

/**
 * Spec §4/§8: 'Unauthorized' toast, then /api/login after 500 ms; the server sends the visitor
 * back to this page after signing in (decision 4). The edit page goes to / instead.
 */
export function redirectUnauthorized(target: 'login' | 'home' = 'login'): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  const next = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(() => {
    window.location.assign(target === 'login' ? `/api/login?next=${encodeURIComponent(next)}` : '/');
  }, REDIRECT_DELAY_MS);
}

/** The destructive 'Error' toast with the server's message (spec §8), or a 401's redirect. */
export function showRequestError(error: unknown, fallback: string): void {
  if (isUnauthorizedError(error)) {
    redirectUnauthorized();
    return;
  }
  toast({ title: 'Error', description: parseApiError(error).message ?? fallback, variant: 'destructive' });
}
