import type { SessionInfo } from '@common/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const SESSIONS_KEY = ['/api/auth/sessions'] as const;

/** GET /api/auth/sessions: where this account is signed in, most recently used first. */
export function getSessions(): Promise<SessionInfo[]> {
  return apiJson('GET', '/api/auth/sessions');
}

export const sessionsQueryOptions = queryOptions({ queryKey: SESSIONS_KEY, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

/** DELETE /api/auth/sessions/:id: signs out one other device. */
export function signOutSession(id: string): Promise<{ message: string }> {
  return apiJson('DELETE', `/api/auth/sessions/${encodeURIComponent(id)}`);
}

/** DELETE /api/auth/sessions: signs out every device but this one. */
export function signOutOtherSessions(): Promise<{ message: string; count: number }> {
  return apiJson('DELETE', '/api/auth/sessions');
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOutSession, onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signOutOtherSessions, onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }) });
}
