import type { CreateInvitationInput, Invitation, MyInvitations } from '@common/joining';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** A member's own invitation links (decision 0024): GET/POST /api/invitations, DELETE /api/invitations/:id. */
const MINE_KEY = ['/api/invitations'] as const;

export function useMyInvitations(enabled = true) {
  return useQuery({ queryKey: MINE_KEY, queryFn: () => apiJson<MyInvitations>('GET', '/api/invitations'), enabled, staleTime: 0 });
}

export function useCreateMyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => apiJson<Invitation>('POST', '/api/invitations', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MINE_KEY }),
  });
}

export function useRevokeMyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Invitation>('DELETE', `/api/invitations/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MINE_KEY }),
  });
}
