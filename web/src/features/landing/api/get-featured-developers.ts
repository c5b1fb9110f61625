import { LANDING_FEATURED_DEVELOPERS } from '@common/projects-constants';
import { useQuery } from '@tanstack/react-query';
import { developerSearchQueryOptions } from '@web/entities/developer/api/search-developers';

/** The newest developers as cards: the shared developer search for everyone ('*'), 4 of them. */
export function useFeaturedDevelopers() {
  return useQuery({ ...developerSearchQueryOptions('', LANDING_FEATURED_DEVELOPERS), select: (data) => data.developers });
}
