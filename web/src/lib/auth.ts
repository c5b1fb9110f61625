import type { CurrentUser } from '@common/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from './request';

/**
 * The current user is read by the shell and by most features, so it lives here rather than in a
 * feature (features must not import each other).
 */
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
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
