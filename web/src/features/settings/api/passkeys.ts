import type { Passkey } from '@common/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { withRecentProof } from '../lib/recent-proof';
import { TWO_FACTOR_KEY } from './two-factor';

export const PASSKEYS_KEY = ['/api/auth/passkeys'] as const;

export function getPasskeys(): Promise<Passkey[]> {
  return apiJson('GET', '/api/auth/passkeys');
}

export const passkeysQueryOptions = queryOptions({ queryKey: PASSKEYS_KEY, queryFn: getPasskeys });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

type RegistrationOptions = Parameters<Awaited<typeof import('@simplewebauthn/browser')>['startRegistration']>[0]['optionsJSON'];

/**
 * Adds a passkey: the server's options, the browser's dialog, the answer back. The WebAuthn
 * library is fetched here, on demand, never with the app's shell.
 */
export async function addPasskey(name: string): Promise<Passkey> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  // A recent proof first (decision 0039), before the browser's own dialog opens.
  const optionsJSON = await withRecentProof(() => apiJson<RegistrationOptions>('POST', '/api/auth/passkeys/options'));
  const response = await startRegistration({ optionsJSON });
  return apiJson('POST', '/api/auth/passkeys', { name, response });
}

function usePasskeyMutation<TInput, TAnswer>(call: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }), queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY })]),
  });
}

export const useAddPasskey = () => usePasskeyMutation(addPasskey);
export const useRenamePasskey = () =>
  usePasskeyMutation<{ id: string; name: string }, Passkey>(({ id, name }) => apiJson('PATCH', `/api/auth/passkeys/${encodeURIComponent(id)}`, { name }));
export const useRemovePasskey = () => usePasskeyMutation<string, { message: string }>((id) => apiJson('DELETE', `/api/auth/passkeys/${encodeURIComponent(id)}`));
