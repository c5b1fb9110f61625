import type { ChangeRoleInput, StaffMember } from '@common/staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { invalidateAdmin } from './get-reports';

/** GET /api/admin/staff and PUT /api/admin/roles (decision 0023). */
export const staffQueryOptions = queryOptions({
  queryKey: ['/api/admin/staff'] as const,
  queryFn: () => apiJson<StaffMember[]>('GET', '/api/admin/staff'),
});

export function useStaff(enabled = true) {
  return useQuery({ ...staffQueryOptions, enabled });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeRoleInput) => apiJson<{ message: string; user: StaffMember }>('PUT', '/api/admin/roles', input),
    onSuccess: () => invalidateAdmin(queryClient),
  });
}
