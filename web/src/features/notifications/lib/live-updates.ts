import type { ServerEvents } from '@common/events';
import type { NotificationList } from '@common/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_KEY } from '../api/get-notifications';

/** A new (or refolded) notification goes to the top of the bell's list, with the new count. */
export function applyNotificationEvent(queryClient: QueryClient, { notification, unreadCount }: ServerEvents['notification']): void {
  const cached = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_KEY);
  if (!cached) {
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY, exact: true });
    return;
  }
  queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, {
    unreadCount,
    items: [notification, ...cached.items.filter((item) => item.id !== notification.id)],
  });
}

/** Read in another tab (or by opening the conversation): the count now, the marks on refetch. */
export function applyNotificationsRead(queryClient: QueryClient, { unreadCount }: ServerEvents['notifications-read']): void {
  queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (old) => (old ? { ...old, unreadCount } : old));
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY, exact: true });
}
