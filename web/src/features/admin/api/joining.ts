import type { CreateInvitationInput, Invitation, JoiningSettings, JoiningSettingsInput, PendingAccount } from '@common/joining';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PUBLIC_JOINING_KEY } from '@web/entities/account/api/joining';
import { apiJson } from '@web/lib/request';

/** The admin panel's joining calls (decision 0024): settings, the pending queue, invitations. */

const SETTINGS_KEY = ['/api/admin/joining/settings'] as const;
const PENDING_KEY = ['/api/admin/joining/pending'] as const;
const INVITATIONS_KEY = ['/api/admin/joining/invitations'] as const;

export const joiningSettingsQueryOptions = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: () => apiJson<JoiningSettings>('GET', '/api/admin/joining/settings'),
});

export function useJoiningSettings(enabled = true) {
  return useQuery({ ...joiningSettingsQueryOptions, enabled });
}

export function useSaveJoiningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JoiningSettingsInput) => apiJson<JoiningSettings>('PUT', '/api/admin/joining/settings', input),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: PUBLIC_JOINING_KEY });
    },
  });
}

/** Asked again whenever the queue is shown and every minute: people register while the panel is open. */
export function usePendingAccounts(enabled = true) {
  return useQuery({
    queryKey: PENDING_KEY,
    queryFn: () => apiJson<PendingAccount[]>('GET', '/api/admin/joining/pending'),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 60_000,
  });
}

function refreshJoining(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: PENDING_KEY });
  void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['/api/admin/audit-log'] });
}

export function useReviewPending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision, reason }: { userId: string; decision: 'approve' | 'reject'; reason?: string }) =>
      apiJson<PendingAccount>('POST', `/api/admin/joining/pending/${encodeURIComponent(userId)}/${decision}`, decision === 'reject' ? { reason: reason || undefined } : undefined),
    onSuccess: () => refreshJoining(queryClient),
  });
}

export function useAllInvitations(enabled = true) {
  return useQuery({ queryKey: INVITATIONS_KEY, queryFn: () => apiJson<Invitation[]>('GET', '/api/admin/joining/invitations'), enabled, staleTime: 0, refetchOnMount: 'always' });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => apiJson<Invitation>('POST', '/api/invitations', input),
    onSuccess: () => refreshJoining(queryClient),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Invitation>('DELETE', `/api/invitations/${encodeURIComponent(id)}`),
    onSuccess: () => refreshJoining(queryClient),
  });
}
