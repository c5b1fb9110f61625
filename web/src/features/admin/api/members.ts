import type { MembersPage } from '@common/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** GET /api/admin/users?q=&page= (the Members tab); under /api/admin, so every admin write refreshes it. */
export const membersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ['/api/admin/users', { q: search || null, page }] as const,
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page) });
      if (search) query.set('q', search);
      return apiJson<MembersPage>('GET', `/api/admin/users?${query}`);
    },
    // The rows stay while the next page or search loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useMembers(search: string, page: number) {
  return useQuery(membersQueryOptions(search, page));
}
