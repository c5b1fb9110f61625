import type { CurrentUser } from '@common/auth';
import { SIGNED_IN_HINT_COOKIE } from '@common/auth-hint';
import { type QueryFunction, queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@web/lib/request';

/**
 * The current user is read by the shell and by most features, so it is part of the account entity
 * rather than of a feature (features must not import each other).
 */
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

const askServer = getQueryFn<CurrentUser | null>({ on401: 'returnNull' });

/**
 * The server marks a browser that holds a session with a readable hint cookie (decision 0017). A
 * visitor without it, and not shown as signed in, has nothing to ask: the call could only answer
 * 401, which the browser logs as an error on every page. Whenever the hint is there, or a user is
 * on screen, the server is asked as spec §7 says.
 */
const readCurrentUser: QueryFunction<CurrentUser | null, typeof CURRENT_USER_KEY> = (context) => {
  const shown = context.client.getQueryData<CurrentUser | null>(CURRENT_USER_KEY);
  if (!shown && typeof document !== 'undefined' && !hasSignedInHint(document.cookie)) return Promise.resolve(null);
  return askServer(context);
};

export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().replace(/^__Host-/, '') === `${SIGNED_IN_HINT_COOKIE}=1`);
}

export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: readCurrentUser,
  retry: false,
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
  refetchOnReconnect: true,
});

export interface AuthState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

export function useCurrentUser(): AuthState {
  const query = useQuery(currentUserQueryOptions);
  // Spec §4: any failing current-user call means "not authenticated", even if older data is cached.
  const user = query.isError ? null : (query.data ?? null);
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email;
}

export function initials(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}
