import type { BlockStatus } from '@common/messaging';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { CONVERSATIONS_KEY } from './get-conversations';

export const blockStatusKey = (userId: string) => ['/api/users', userId, 'blocked'] as const;

/** GET /api/users/:id/blocked: whether you blocked them (isBlocked) and they you (blockedBy). */
export function getBlockStatus(userId: string): Promise<BlockStatus> {
  return apiJson('GET', `/api/users/${encodeURIComponent(userId)}/blocked`);
}

export function blockStatusQueryOptions(userId: string) {
  return queryOptions({ queryKey: blockStatusKey(userId), queryFn: () => getBlockStatus(userId) });
}

export function useBlockStatus(userId: string | undefined) {
  return useQuery({ ...blockStatusQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** The new status, and the conversation list's isBlocked flags with it. */
export function applyBlockStatus(queryClient: QueryClient, userId: string, status: BlockStatus): void {
  queryClient.setQueryData(blockStatusKey(userId), status);
  void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true });
}
