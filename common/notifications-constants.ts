/**
 * The zod-free part of common/notifications.ts. The web app's shell (the bell, live updates) imports
 * these from here, so zod stays out of every page's first load (issue 11).
 * common/notifications.ts re-exports all of it, so the server is unchanged.
 */

export const NOTIFICATION_TYPES = ['message', 'comment', 'like', 'follow', 'moderation'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;
