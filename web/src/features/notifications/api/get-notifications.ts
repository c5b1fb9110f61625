import type { NotificationList } from '@common/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@common/notifications-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';

export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** GET /api/notifications: the newest, and how many are unread. */
export function getNotifications(): Promise<NotificationList> {
  return apiJson('GET', `/api/notifications?limit=${NOTIFICATIONS_PAGE_SIZE}`);
}

export const notificationsQueryOptions = queryOptions({
  queryKey: NOTIFICATIONS_KEY,
  queryFn: getNotifications,
  // The event stream keeps it current.
  staleTime: 60_000,
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
