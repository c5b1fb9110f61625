import type { ConfirmInput } from '@common/recent-proof';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** POST /api/auth/confirm: the password or a current code gives this session a recent proof (decision 0039). */
export function useConfirmIdentity() {
  return useMutation({ mutationFn: (input: ConfirmInput) => apiJson<{ message: string; provedUntil: string }>('POST', '/api/auth/confirm', input) });
}
