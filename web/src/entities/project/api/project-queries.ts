import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Project reads are keyed by their URL (spec §7 default read): '/api/projects…', '/api/users…'
 * (a developer's projects and counts) and '/api/stats'. A change to a project can show in all of
 * them, so writes refresh every one; the list is short and only active queries refetch.
 */
export function isProjectDataKey(queryKey: QueryKey): boolean {
  const head = queryKey[0];
  if (typeof head !== 'string') return false;
  return head.startsWith('/api/projects') || head.startsWith('/api/users') || head === '/api/stats';
}

/** Not awaited by callers' onSuccess on purpose: a mutation should settle without waiting for refetches. */
export function invalidateProjectData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isProjectDataKey(query.queryKey) });
}

/**
 * After a delete: drop the deleted project's own queries (detail, comments, like state) so nothing
 * refetches a 404, then refresh the lists.
 */
export function forgetProject(queryClient: QueryClient, projectId: string): Promise<void> {
  queryClient.removeQueries({
    predicate: (query) => {
      if (query.queryKey.includes(projectId)) return true;
      const data = query.state.data as { id?: unknown } | undefined;
      return query.queryKey[0] === '/api/projects/slug' && data?.id === projectId;
    },
  });
  return invalidateProjectData(queryClient);
}
