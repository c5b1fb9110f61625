import type { SitePage } from '@common/site';
import type { SitePageSlug } from '@common/site-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@web/lib/request';

/** GET /api/site/pages/:slug: the operator's page as HTML the server has already sanitized (decision 0022). */
export const sitePageQueryOptions = (slug: SitePageSlug) =>
  queryOptions({ queryKey: ['/api/site/pages', slug], queryFn: getQueryFn<SitePage>({ on401: 'throw' }) });

export function useSitePage(slug: SitePageSlug) {
  return useQuery(sitePageQueryOptions(slug));
}
