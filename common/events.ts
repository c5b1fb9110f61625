import type { Message } from './messaging';
import type { Notification } from './notifications';

/**
 * What GET /api/events (Server-Sent Events) pushes to a signed-in person's open tabs. Each event
 * carries `id:` (for Last-Event-ID replay), `event:` (one of these names) and `data:` (JSON).
 */
export interface ServerEvents {
  /** A message in one of their conversations, sent by them (another tab) or to them. */
  message: { conversationId: string; message: Message };
  /** A new or updated notification, with the new unread count. */
  notification: { notification: Notification; unreadCount: number };
  /** Notifications were marked read (in another tab): the new unread count. */
  'notifications-read': { unreadCount: number };
  /** They deleted a conversation (in another tab). */
  'conversation-deleted': { conversationId: string };
  /** A block between them and `userId` was made or lifted, by either side. */
  block: { userId: string; isBlocked: boolean; blockedBy: boolean };
}
export type ServerEventType = keyof ServerEvents;

export const EVENTS_PATH = '/api/events';
/** How long the browser waits before reconnecting (sent as `retry:`). */
export const EVENTS_RETRY_MS = 3000;
