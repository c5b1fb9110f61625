import type { DeveloperCard } from '@common/people';
import { LANDING_FEATURED_DEVELOPERS } from '@common/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, urlFromQueryKey } from '@web/lib/request';

const params = { q: '*', limit: LANDING_FEATURED_DEVELOPERS } as const;

/** GET /api/users/search?q=*&limit=4: the newest developers as cards. */
export function getFeaturedDevelopers(): Promise<DeveloperCard[]> {
  return apiJson('GET', urlFromQueryKey(['/api/users/search', params]));
}

export const featuredDevelopersQueryOptions = queryOptions({
  queryKey: ['/api/users/search', params],
  queryFn: getFeaturedDevelopers,
});

export function useFeaturedDevelopers() {
  return useQuery(featuredDevelopersQueryOptions);
}
