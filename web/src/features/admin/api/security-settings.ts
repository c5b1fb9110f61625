import type { SecuritySettings } from '@common/two-factor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** GET and PUT /api/admin/security/settings (decision 0025): must staff use two-factor sign-in? */
export const securitySettingsQueryOptions = queryOptions({
  queryKey: ['/api/admin/security/settings'] as const,
  queryFn: () => apiJson<SecuritySettings>('GET', '/api/admin/security/settings'),
});

export function useSecuritySettings() {
  return useQuery(securitySettingsQueryOptions);
}

export function useSaveSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecuritySettings) => apiJson<SecuritySettings>('PUT', '/api/admin/security/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(securitySettingsQueryOptions.queryKey, saved),
  });
}
