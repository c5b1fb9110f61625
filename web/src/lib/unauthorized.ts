import { toast } from '@web/components/ui/use-toast';
import { parseApiError } from './request';

/** Spec §9: the toast stays readable for a moment before the browser leaves. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

const LOGGED_OUT = 'You are logged out. Logging in again...';

/** Spec §8: a 401 answer ("401: …Unauthorized…"). */
export function isUnauthorizedError(error: unknown): boolean {
  return parseApiError(error).status === 401;
}

interface RedirectOptions {
  /** The toast's text; some features name what needs signing in. */
  description?: string;
  /** The edit page sends visitors home rather than to the login (spec §4). */
  to?: 'login' | 'home';
}

/**
 * Spec §4/§8: 'Unauthorized' toast, then /api/login after 500 ms; the server sends the visitor
 * back to this page after signing in (decision 4).
 */
export function redirectToLogin({ description = LOGGED_OUT, to = 'login' }: RedirectOptions = {}): void {
  toast({ title: 'Unauthorized', description, variant: 'destructive' });
  const next = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(() => {
    window.location.assign(to === 'login' ? `/api/login?next=${encodeURIComponent(next)}` : '/');
  }, LOGIN_REDIRECT_DELAY_MS);
}

interface RequestErrorOptions {
  /** The toast's title; 'Error' by default. */
  title?: string;
  /** Passed to redirectToLogin for a 401. */
  loginDescription?: string;
  /** Some calls show their own text even when the server sent a message. */
  serverMessage?: boolean;
}

/** A failed call (spec §8): a 401 signs the person in again; anything else is a destructive toast. */
export function showRequestError(error: unknown, fallback: string, options: RequestErrorOptions = {}): void {
  const { title = 'Error', loginDescription, serverMessage = true } = options;
  if (isUnauthorizedError(error)) {
    redirectToLogin({ description: loginDescription });
    return;
  }
  const parsed = parseApiError(error);
  // Decision 0015: a session whose address awaits verification is read-only; say so, in the server's words.
  if (parsed.status === 403 && parsed.body?.needsVerification === true) {
    toast({ title: 'Email Verification Required', description: parsed.message ?? fallback, variant: 'destructive' });
    return;
  }
  const message = serverMessage ? parsed.message : null;
  toast({ title, description: message ?? fallback, variant: 'destructive' });
}
