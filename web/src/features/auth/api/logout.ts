import { useMutation } from '@tanstack/react-query';
import { queryClient } from '@web/lib/query-client';
import { apiJson } from '@web/lib/request';

export function logout(): Promise<{ message: string }> {
  return apiJson('POST', '/api/auth/logout');
}

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // A full page load, not client navigation: nothing of the old session may survive in memory.
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
