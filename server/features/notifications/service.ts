import { randomUUID } from 'node:crypto';
import type { Notification, NotificationList, NotificationType } from '../../../common/notifications';
import type { AppDependencies } from '../../core/dependencies';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { publish } from '../../platform/events/publish';
import * as repository from './repository';
import { verifyUnsubscribeToken } from './unsubscribe';
import { isBlockedEitherWay } from '../../core/people/block-repository';

type Deps = AppDependencies;

export interface NotifyInput {
  /** Who is told. */
  userId: string;
  /** Who did it (null for moderation notices). */
  actorId: string | null;
  type: NotificationType;
  projectId?: string | null;
  commentId?: string | null;
  conversationId?: string | null;
  data?: Record<string, unknown>;
}

/** How many events a row stands for: messages fold into one unread row (see `store`). */
const countOf = (data: Record<string, unknown>): number => (typeof data.count === 'number' ? data.count : 1);

export function toNotification(row: repository.NotificationItemRow): Notification {
  return {
    id: row.id,
    type: row.type,
    actor: row.actorId
      ? { id: row.actorId, firstName: row.actorFirstName ?? '', lastName: row.actorLastName ?? '', profileImageUrl: row.actorImage }
      : null,
    project: row.projectId ? { id: row.projectId, slug: row.projectSlug ?? '', title: row.projectTitle ?? '' } : null,
    conversationId: row.conversationId,
    count: countOf(row.data),
    message: typeof row.data.message === 'string' ? row.data.message : null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** Adds the notification or folds it into one the person has not seen yet; null when nothing is new. */
async function store(tx: Executor, input: NotifyInput): Promise<string | null> {
  const { userId, actorId, type } = input;
  if ((type === 'like' || type === 'follow') && actorId) {
    const projectId = input.projectId ?? null;
    if (await repository.existsFrom(tx, { userId, actorId, type, projectId })) return null;
  }
  if (type === 'message' && input.conversationId) {
    const foldable = await repository.findFoldable(tx, userId, input.conversationId);
    if (foldable) {
      await repository.refold(tx, foldable.id, { ...foldable.data, count: countOf(foldable.data) + 1 });
      return foldable.id;
    }
  }
  return repository.insertNotification(tx, {
    id: randomUUID(),
    userId,
    actorId,
    type,
    projectId: input.projectId ?? null,
    commentId: input.commentId ?? null,
    conversationId: input.conversationId ?? null,
    data: { count: 1, ...input.data },
  });
}

/**
 * Tells `userId` about something `actorId` did, in the bell (live through the event stream) and,
 * later, in an e-mail digest. Never about one's own actions, and never between two people of whom
 * one blocked the other (decision 9).
 */
export async function notify(deps: Deps, input: NotifyInput): Promise<void> {
  const { db } = deps.database;
  if (input.actorId === input.userId) return;
  if (input.actorId && (await isBlockedEitherWay(db, input.userId, input.actorId))) return;
  await db.transaction(async (tx) => {
    const id = await store(tx, input);
    if (!id) return;
    const [row] = await repository.itemsByIds(tx, [id]);
    if (!row) return;
    const unreadCount = await repository.countUnread(tx, input.userId);
    await publish(tx, input.userId, 'notification', { notification: toNotification(row), unreadCount });
  });
}

export async function listNotifications(
  deps: Deps,
  user: UserRow,
  query: { limit: number; before?: string },
): Promise<NotificationList> {
  const { db } = deps.database;
  const [rows, unreadCount] = await Promise.all([
    repository.listItems(db, user.id, query.limit, query.before),
    repository.countUnread(db, user.id),
  ]);
  return { items: rows.map(toNotification), unreadCount };
}

async function announceRead(tx: Executor, userId: string): Promise<number> {
  const unreadCount = await repository.countUnread(tx, userId);
  await publish(tx, userId, 'notifications-read', { unreadCount });
  return unreadCount;
}

export async function markRead(deps: Deps, user: UserRow, id: string): Promise<{ unreadCount: number }> {
  return deps.database.db.transaction(async (tx) => {
    const changed = await repository.markRead(tx, user.id, id);
    if (changed === null) throw notFound('Notification not found');
    return { unreadCount: changed ? await announceRead(tx, user.id) : await repository.countUnread(tx, user.id) };
  });
}

export async function markAllRead(deps: Deps, user: UserRow): Promise<{ unreadCount: number }> {
  return deps.database.db.transaction(async (tx) => {
    const changed = await repository.markAllRead(tx, user.id);
    return { unreadCount: changed > 0 ? await announceRead(tx, user.id) : 0 };
  });
}

/** Reading a conversation reads its message notifications too (every tab's bell follows). */
export async function markConversationNotificationsRead(deps: Deps, userId: string, conversationId: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    if ((await repository.markAllRead(tx, userId, conversationId)) > 0) await announceRead(tx, userId);
  });
}

/** The e-mail link: true when the token was genuine and e-mail notifications are now off. */
export async function unsubscribeByToken(deps: Deps, token: string): Promise<boolean> {
  const userId = verifyUnsubscribeToken(deps.config.sessionSecret, token);
  return userId ? repository.disableEmailNotifications(deps.database.db, userId) : false;
}
