import { toast } from '@web/components/ui/use-toast';
import type { ReactNode } from 'react';
import { text } from './i18n';
import { parseApiError } from './request';

/** Spec §9: the toast stays readable for a moment before the browser leaves. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec §8: a 401 answer ("401: …Unauthorized…"). */
export function isUnauthorizedError(error: unknown): boolean {
  return parseApiError(error).status === 401;
}

interface RedirectOptions {
  /** The toast's text; some features name what needs signing in. */
  description?: ReactNode;
  /** The edit page sends visitors home rather than to the login (spec §4). */
  to?: 'login' | 'home';
}

/**
 * Spec §4/§8: 'Unauthorized' toast, then /api/login after 500 ms; the server sends the visitor
 * back to this page after signing in (decision 4).
 */
export function redirectToLogin({ description = text('toast.loggedOut'), to = 'login' }: RedirectOptions = {}): void {
  toast({ title: text('toast.unauthorized'), description, variant: 'destructive' });
  const next = `${window.location.pathname}${window.location.search}`;
  window.setTimeout(() => {
    window.location.assign(to === 'login' ? `/api/login?next=${encodeURIComponent(next)}` : '/');
  }, LOGIN_REDIRECT_DELAY_MS);
}
