import type { AuditLogPage } from '@common/moderation';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

const PAGE_SIZE = 50;

/** GET /api/admin/audit-log?limit=&before=: newest first, page after page. */
export function getAuditLog(before: string | null): Promise<AuditLogPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (before) query.set('before', before);
  return apiJson('GET', `/api/admin/audit-log?${query}`);
}

export const auditLogQueryOptions = infiniteQueryOptions({
  queryKey: ['/api/admin/audit-log'] as const,
  queryFn: ({ pageParam }) => getAuditLog(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextBefore,
});

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions);
}
