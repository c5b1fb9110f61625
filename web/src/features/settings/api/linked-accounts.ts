import type { LinkedAccountsAnswer } from '@common/sign-in';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startProvider } from '@web/entities/account/api/sign-in-providers';
import { apiJson } from '@web/lib/request';
import { withRecentProof } from '../lib/recent-proof';

export const LINKED_ACCOUNTS_KEY = ['/api/auth/linked-accounts'] as const;

/** GET /api/auth/linked-accounts: linked providers, whether a password is set, and a link offered. */
export const linkedAccountsQueryOptions = queryOptions({
  queryKey: LINKED_ACCOUNTS_KEY,
  queryFn: () => apiJson<LinkedAccountsAnswer>('GET', '/api/auth/linked-accounts'),
});

export function useLinkedAccounts() {
  return useQuery(linkedAccountsQueryOptions);
}

function useChange<T>(call: (value: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: LINKED_ACCOUNTS_KEY }) });
}

/** DELETE /api/auth/linked-accounts/:id */
export function useUnlinkProvider() {
  return useChange((id: string) => apiJson('DELETE', `/api/auth/linked-accounts/${encodeURIComponent(id)}`));
}

/** POST /api/auth/link-offer/confirm: links the account offered after a sign-in with this address. */
export function useConfirmLinkOffer() {
  return useChange(() => withRecentProof(() => apiJson<{ message: string }>('POST', '/api/auth/link-offer/confirm')));
}

/**
 * Linking from Settings: confirmed first when the session has no recent proof (decision 0039),
 * then off to the provider; the page is left, so success has nothing more to do.
 */
export function useStartLinking() {
  return useMutation({
    mutationFn: (id: string) => withRecentProof(() => startProvider(id, { intent: 'link' })),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** DELETE /api/auth/link-offer */
export function useDismissLinkOffer() {
  return useChange(() => apiJson('DELETE', '/api/auth/link-offer'));
}
