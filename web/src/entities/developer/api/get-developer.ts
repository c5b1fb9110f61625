import type { PublicDeveloper } from '@common/people';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const developerKey = (id: string) => ['/api/users', id] as const;

/**
 * GET /api/users/:id (404 'Developer not found' for unknown ids): the developer page, and the
 * real follower and following counts of the own profile and the Showcase card (decision 3).
 */
export function getDeveloper(id: string): Promise<PublicDeveloper> {
  return apiJson('GET', `/api/users/${encodeURIComponent(id)}`);
}

export function developerQueryOptions(id: string) {
  return queryOptions({ queryKey: developerKey(id), queryFn: () => getDeveloper(id) });
}

export function useDeveloper(id: string | undefined) {
  return useQuery({ ...developerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
