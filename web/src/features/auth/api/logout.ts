import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export function logout(): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // A full page load, not client navigation: nothing of the old session may survive in memory.
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
