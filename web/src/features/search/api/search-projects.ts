import { TOTAL_COUNT_HEADER } from '@common/people-constants';
import type { ProjectListItem } from '@common/projects';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/request';

/** Spec §7: the search page asks for 20 projects. */
export const PROJECT_SEARCH_LIMIT = 20;

export interface ProjectResults {
  projects: ProjectListItem[];
  /** All matches of a search (capped at SEARCH_COUNT_CAP); null when there is no search word. */
  total: number | null;
}

/**
 * GET /api/projects?search=&category=&limit=20. A search answers its match count in
 * X-Total-Count; a plain category listing has none.
 */
export async function searchProjects(search: string, category: string): Promise<ProjectResults> {
  const params = new URLSearchParams({ limit: String(PROJECT_SEARCH_LIMIT) });
  if (search.trim()) params.set('search', search.trim());
  if (category && category !== 'all') params.set('category', category);
  const response = await apiRequest('GET', `/api/projects?${params}`);
  const projects = (await response.json()) as ProjectListItem[];
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? null : Number(header);
  return { projects, total: total !== null && Number.isFinite(total) ? total : null };
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
