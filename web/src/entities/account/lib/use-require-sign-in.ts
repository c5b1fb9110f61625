import { useEffect, useRef } from 'react';
import { type AuthState, useCurrentUser } from '@web/entities/account/api/current-user';
import { redirectToLogin } from '@web/lib/sign-in-redirect';

/**
 * A protected page for a visitor (spec §4): once the current user is known to be nobody, the
 * 'Unauthorized' toast, then away after 500 ms: to /api/login, or to / for the edit page. Only
 * once per page visit, however often the page renders meanwhile.
 */
export function useRequireSignIn(to: 'login' | 'home' = 'login'): AuthState {
  const auth = useCurrentUser();
  const started = useRef(false);
  const { user, isLoading } = auth;
  useEffect(() => {
    if (isLoading || user || started.current) return;
    started.current = true;
    redirectToLogin({ to });
  }, [isLoading, user, to]);
  return auth;
}
