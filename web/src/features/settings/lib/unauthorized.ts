import { toast } from '@web/components/ui/use-toast';
import { parseApiError } from '@web/lib/request';

/** Spec §9: the toast stays readable for a moment before the browser leaves for the login page. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** Spec §4/§9: after the account is deleted, 2 s before local storage is cleared and / opens. */
export const POST_DELETION_DELAY_MS = 2000;

export function isUnauthorizedError(error: unknown): boolean {
  return parseApiError(error).status === 401;
}

/** Spec §8: 'Unauthorized' toast, then /api/login after 500 ms, which sends the person back here. */
export function redirectToLogin(): void {
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  const next = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(() => window.location.assign(`/api/login?next=${encodeURIComponent(next)}`), LOGIN_REDIRECT_DELAY_MS);
}

/** A failed call: a 401 signs the person in again; anything else is a destructive toast. */
export function failureToast(error: unknown, title: string, description: string, useServerMessage = false): void {
  if (isUnauthorizedError(error)) {
    redirectToLogin();
    return;
  }
  const message = useServerMessage ? parseApiError(error).message : null;
  toast({ title, description: message ?? description, variant: 'destructive' });
}
