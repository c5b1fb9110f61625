import { DEFAULT_SITE, type Site } from '@common/site-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The community's name, logo and colours as the operator set them (issue 14, decision 0022).
 * Every page's shell shows them, so the server renders them in and the answer travels with the
 * page; the admin's Site tab writes the new answer straight into this query after a save. Read by
 * the query client's default query function (lib/query-client.ts), as spec §7's reads are.
 */
export const SITE_KEY = ['/api/site'] as const;

export const siteQueryOptions = queryOptions<Site>({ queryKey: SITE_KEY });

/** The site, or today's defaults while it loads or if it cannot be read: the shell never waits on it. */
export function useSite(): Site {
  return useQuery(siteQueryOptions).data ?? DEFAULT_SITE;
}
