import type { AdminSite, SiteImageKind, SiteSettingsInput } from '@common/site';
import type { SitePageSlug } from '@common/site-constants';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { SITE_KEY } from '@web/lib/site';
import { applySiteLook } from '../lib/site-look';

/** The Site tab's calls (issue 14, decision 0022): each answers the whole admin view of the site. */
const ADMIN_SITE_KEY = ['/api/admin/site'] as const;

export const adminSiteQueryOptions = queryOptions({ queryKey: ADMIN_SITE_KEY, queryFn: () => apiJson<AdminSite>('GET', '/api/admin/site') });

export function useAdminSite(enabled = true) {
  return useQuery({ ...adminSiteQueryOptions, enabled });
}

/** The navbar, the tab title and the footer show the change at once: the answer is the new site. */
function applied(queryClient: QueryClient, answer: AdminSite) {
  queryClient.setQueryData(ADMIN_SITE_KEY, answer);
  queryClient.setQueryData(SITE_KEY, answer.site);
  applySiteLook(answer.site);
  // The pages' own HTML is asked again when next shown.
  void queryClient.invalidateQueries({ queryKey: ['/api/site/pages'] });
}

function useSiteMutation<T>(call: (input: T) => Promise<AdminSite>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (answer) => applied(queryClient, answer) });
}

export const useUpdateSiteSettings = () => useSiteMutation((input: SiteSettingsInput) => apiJson<AdminSite>('PUT', '/api/admin/site', input));

export const useUpdateSitePage = () =>
  useSiteMutation(({ slug, markdown }: { slug: SitePageSlug; markdown: string }) =>
    apiJson<AdminSite>('PUT', `/api/admin/site/pages/${slug}`, { markdown }),
  );

export const useUploadSiteImage = () =>
  useSiteMutation(({ kind, file }: { kind: SiteImageKind; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return apiJson<AdminSite>('POST', `/api/admin/site/${kind}`, form);
  });

export const useRemoveSiteImage = () => useSiteMutation((kind: SiteImageKind) => apiJson<AdminSite>('DELETE', `/api/admin/site/${kind}`));
