import type { NotificationList } from '@common/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
const SHOWN = 20;

/** GET /api/notifications: the newest, and how many are unread. */
export function getNotifications(): Promise<NotificationList> {
  return apiJson('GET', `/api/notifications?limit=${SHOWN}`);
}

export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: getNotifications,
  // The event stream keeps it current.
  staleTime: 60_000,
});

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
