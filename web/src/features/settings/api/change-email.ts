import type { ChangeEmailInput } from '@common/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@web/entities/account/api/current-user';
import { apiJson } from '@web/lib/request';

/** POST /api/auth/change-email: the new address must then be verified (decision 6). */
export function changeEmail(input: ChangeEmailInput): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/change-email', input);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    // The account now shows the new, unverified address (and the Discover banner).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}
