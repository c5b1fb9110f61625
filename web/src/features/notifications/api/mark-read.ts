import type { NotificationList, UnreadCount } from '@common/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/request';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** POST /api/notifications/:id/read. */
export function markNotificationRead(id: string): Promise<UnreadCount> {
  return apiJson('POST', `/api/notifications/${encodeURIComponent(id)}/read`);
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unreadCount }, id) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (old) =>
        old ? { unreadCount, items: old.items.map((item) => (item.id === id ? { ...item, readAt: item.readAt ?? now } : item)) } : old,
      );
    },
  });
}
