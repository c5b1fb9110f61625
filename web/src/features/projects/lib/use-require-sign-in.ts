import { useCurrentUser } from '@web/lib/auth';
import { useEffect, useRef } from 'react';
import { redirectUnauthorized } from './unauthorized';

/**
 * A protected page for a visitor: the 'Unauthorized' toast, then away after 500 ms (spec §4) —
 * to /api/login, or to / for the edit page. Returns the signed-in user (null while leaving).
 */
export function useRequireSignIn(target: 'login' | 'home' = 'login') {
  const { user } = useCurrentUser();
  const started = useRef(false);
  useEffect(() => {
    if (user || started.current) return;
    started.current = true;
    redirectUnauthorized(target);
  }, [user, target]);
  return user;
}
