import { toast } from '@web/components/ui/use-toast';
import type { ReactNode } from 'react';
import { text } from './i18n';
import { parseApiError } from './request';
import { isUnauthorizedError, redirectToLogin } from './sign-in-redirect';

interface RequestErrorOptions {
  /** The toast's title; 'Error' by default. */
  title?: ReactNode;
  /** Passed to redirectToLogin for a 401. */
  loginDescription?: ReactNode;
  /** Some calls show their own text even when the server sent a message. */
  serverMessage?: boolean;
}

/**
 * The app's one error toast for a failed call (spec §8): a 401 signs the person in again (see
 * sign-in-redirect.ts); anything else is a destructive toast, in the server's words when it sent any.
 */
export function showRequestError(error: unknown, fallback: string, options: RequestErrorOptions = {}): void {
  const { title = text('toast.error'), loginDescription, serverMessage = true } = options;
  if (isUnauthorizedError(error)) {
    redirectToLogin({ description: loginDescription });
    return;
  }
  const parsed = parseApiError(error);
  // Decision 0015: a session whose address awaits verification is read-only; say so, in the server's words.
  if (parsed.status === 403 && parsed.body?.needsVerification === true) {
    toast({ title: text('toast.verifyRequired'), description: parsed.message ?? fallback, variant: 'destructive' });
    return;
  }
  const message = serverMessage ? parsed.message : null;
  toast({ title, description: message ?? fallback, variant: 'destructive' });
}
