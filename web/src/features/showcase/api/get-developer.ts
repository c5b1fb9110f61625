import type { PublicDeveloper } from '@common/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** GET /api/users/:id: the real follower and following counts (decision 3). */
export function getDeveloper(id: string): Promise<PublicDeveloper> {
  return apiJson('GET', `/api/users/${encodeURIComponent(id)}`);
}

export function developerQueryOptions(id: string) {
  return queryOptions({ queryKey: ['/api/users', id], queryFn: () => getDeveloper(id) });
}

export function useDeveloper(id: string | undefined) {
  return useQuery({ ...developerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
