import { useQueryClient } from '@tanstack/react-query';
import { applyBlockEvent, applyConversationDeleted, applyMessageEvent } from '@web/features/messages/lib/live-updates';
import { applyNotificationEvent, applyNotificationsRead } from '@web/features/notifications/lib/live-updates';
import { useCurrentUser } from '@web/lib/auth';
import { eventStream } from '@web/lib/event-stream';
import { useEffect } from 'react';

/**
 * Keeps the one event stream of the tab open while someone is signed in, and lets each feature
 * update its own caches from it (features do not import each other; the app wires them).
 */
export function EventStreamBridge() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    const stops = [
      eventStream.on('message', (data) => applyMessageEvent(queryClient, data)),
      eventStream.on('conversation-deleted', (data) => applyConversationDeleted(queryClient, data)),
      eventStream.on('block', (data) => applyBlockEvent(queryClient, data)),
      eventStream.on('notification', (data) => applyNotificationEvent(queryClient, data)),
      eventStream.on('notifications-read', (data) => applyNotificationsRead(queryClient, data)),
    ];
    eventStream.open();
    return () => {
      for (const stop of stops) stop();
      eventStream.close();
    };
  }, [userId, queryClient]);

  return null;
}
