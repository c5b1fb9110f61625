import { z } from 'zod';
import { NOTIFICATION_TYPES, NOTIFICATIONS_MAX_PAGE_SIZE, NOTIFICATIONS_PAGE_SIZE } from './notifications-constants';
import { pageLimit } from './paging';

/**
 * In-app notifications (beyond the spec, issue 5): a new message, a comment or a like on your
 * project, a new follower, and notices from moderation. Each is also pushed live through the
 * event stream; e-mail copies are sent in batches per the person's settings.
 */

/** The types and page sizes live in a zod-free module the web's shell imports on its own. */
export * from './notifications-constants';

export const notificationActorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** Who did it; null for notices from moderation. */
  actor: notificationActorSchema.nullable(),
  project: z.object({ id: z.string(), slug: z.string(), title: z.string() }).nullable(),
  conversationId: z.string().nullable(),
  /** Unread messages of one conversation are folded into one notification: how many. */
  count: z.number().int(),
  /** Free text of a moderation notice. */
  message: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationsQuerySchema = z.object({
  limit: pageLimit(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE),
  /** A notification id: the page holds older ones. */
  before: z.string().min(1).max(200).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const unsubscribeQuerySchema = z.object({ token: z.string().max(500).default('') });
