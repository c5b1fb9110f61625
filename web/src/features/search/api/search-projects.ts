import type { ProjectListItem } from '@common/projects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

/** Spec §7: the search page asks for 20 projects. */
export const PROJECT_SEARCH_LIMIT = 20;

/**
 * GET /api/projects?search=&category=&limit=20. The feed sends no total, so the page can only
 * say "20+" when the page is full.
 */
export function searchProjects(search: string, category: string): Promise<ProjectListItem[]> {
  const params = new URLSearchParams({ limit: String(PROJECT_SEARCH_LIMIT) });
  if (search.trim()) params.set('search', search.trim());
  if (category && category !== 'all') params.set('category', category);
  return apiJson('GET', `/api/projects?${params}`);
}

export function projectSearchQueryOptions(search: string, category: string) {
  return queryOptions({
    queryKey: ['/api/projects', { search: search.trim(), category, limit: PROJECT_SEARCH_LIMIT }] as const,
    queryFn: () => searchProjects(search, category),
  });
}

export function useProjectSearch(search: string, category: string) {
  return useQuery({ ...projectSearchQueryOptions(search, category), placeholderData: keepPreviousData });
}
