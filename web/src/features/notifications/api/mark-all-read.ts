import type { NotificationList, UnreadCount } from '@common/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** POST /api/notifications/read-all. */
export function markAllNotificationsRead(): Promise<UnreadCount> {
  return apiJson('POST', '/api/notifications/read-all');
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unreadCount }) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (old) =>
        old ? { unreadCount, items: old.items.map((item) => ({ ...item, readAt: item.readAt ?? now })) } : old,
      );
    },
  });
}
