import { toast } from '@web/components/ui/use-toast';
import { parseApiError } from '@web/lib/request';

/** Spec §9: the toast stays readable for a moment before the browser leaves for the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec §8: a 401 answer (message "401: …Unauthorized…"). */
export function isUnauthorizedError(error: unknown): boolean {
  return parseApiError(error).status === 401;
}

/**
 * Spec §8: toast, then /api/login after 500 ms; the server sends the visitor back here after
 * signing in (decision 4).
 */
export function redirectToLogin(description = 'You are logged out. Logging in again...'): void {
  toast({ title: 'Unauthorized', description, variant: 'destructive' });
  const next = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(() => {
    window.location.assign(`/api/login?next=${encodeURIComponent(next)}`);
  }, LOGIN_REDIRECT_DELAY_MS);
}

/** The destructive 'Error' toast with the server's message (spec §8). */
export function errorToast(error: unknown, fallback = 'Something went wrong. Please try again.'): void {
  toast({ title: 'Error', description: parseApiError(error).message ?? fallback, variant: 'destructive' });
}
