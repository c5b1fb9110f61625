import type { QueryClient } from '@tanstack/react-query';
import { applyBlockEvent, applyConversationDeleted, applyMessageEvent } from '@web/features/messages/lib/live-updates';
import { applyNotificationEvent, applyNotificationsRead } from '@web/features/notifications/lib/live-updates';
import { eventStream } from '@web/lib/event-stream';

/**
 * Opens the tab's event stream and lets each feature update its own caches from it (features do
 * not import each other; the app wires them). Returns the function that undoes it. Loaded by
 * EventStreamBridge only once someone is signed in, so a visitor's first load carries none of it.
 */
export function connectEventStream(queryClient: QueryClient): () => void {
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
}
