import { toast } from '@web/components/ui/use-toast';
import { parseApiError } from '@web/lib/request';

/** Spec §9: the toast stays readable for a moment before the browser leaves. */
export const REDIRECT_DELAY_MS = 500;

/**
 * Spec §4/§8: 'Unauthorized' toast, then /api/login after 500 ms; the server sends the visitor
 * back here after signing in (decision 4).
 */
export function redirectToLogin(description = 'You are logged out. Logging in again...'): void {
  toast({ title: 'Unauthorized', description, variant: 'destructive' });
  const next = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(() => {
    window.location.assign(`/api/login?next=${encodeURIComponent(next)}`);
  }, REDIRECT_DELAY_MS);
}

/** The destructive toast with the server's message (spec §8), or a 401's redirect. */
export function showRequestError(error: unknown, fallback: string, title = 'Error'): void {
  const parsed = parseApiError(error);
  if (parsed.status === 401) {
    redirectToLogin('Please log in to send messages');
    return;
  }
  toast({ title, description: parsed.message ?? fallback, variant: 'destructive' });
}
