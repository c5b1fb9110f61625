import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, projects, userSettings, users } from '../../db/schema';

type NotificationValues = typeof notifications.$inferInsert;

export async function insertNotification(tx: Executor, values: NotificationValues): Promise<string> {
  const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('notification was not inserted');
  return row.id;
}

/** Likes and follows are told once per actor, however often they are toggled. */
export async function existsFrom(
  tx: Executor,
  where: { userId: string; actorId: string; type: 'like' | 'follow'; projectId: string | null },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, where.userId),
        eq(notifications.actorId, where.actorId),
        eq(notifications.type, where.type),
        where.projectId ? eq(notifications.projectId, where.projectId) : isNull(notifications.projectId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** An unread, not yet e-mailed message notification of this conversation: new messages fold into it. */
export async function findFoldable(tx: Executor, userId: string, conversationId: string) {
  const [row] = await tx
    .select({ id: notifications.id, data: notifications.data })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'message'),
        eq(notifications.conversationId, conversationId),
        isNull(notifications.readAt),
        isNull(notifications.emailedAt),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function refold(tx: Executor, id: string, data: Record<string, unknown>): Promise<void> {
  await tx.update(notifications).set({ data, createdAt: sql`now()` }).where(eq(notifications.id, id));
}

const itemColumns = {
  id: notifications.id,
  type: notifications.type,
  conversationId: notifications.conversationId,
  data: notifications.data,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  actorId: users.id,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorImage: users.profileImageUrl,
  projectId: projects.id,
  projectSlug: projects.slug,
  projectTitle: projects.title,
};
export type NotificationItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function selectItems(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select(itemColumns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(projects, eq(projects.id, notifications.projectId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** Newest first; `before` is the id of the last one already shown. */
export function listItems(db: Executor, userId: string, limit: number, before?: string) {
  const older = before
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${before} and n.user_id = ${userId})`
    : undefined;
  return selectItems(db, and(eq(notifications.userId, userId), older), limit);
}

export function itemsByIds(db: Executor, ids: string[]) {
  return selectItems(db, inArray(notifications.id, ids), ids.length || 1);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** null when there is no such notification of this person; else whether it changed. */
export async function markRead(db: Executor, userId: string, id: string): Promise<boolean | null> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) return null;
  if (row.readAt) return false;
  await db.update(notifications).set({ readAt: sql`now()` }).where(eq(notifications.id, id));
  return true;
}

/** How many were unread, optionally of one conversation only. */
export async function markAllRead(db: Executor, userId: string, conversationId?: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        conversationId ? and(eq(notifications.type, 'message'), eq(notifications.conversationId, conversationId)) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** A block drops what the two ever notified each other of. */
export async function deleteNotificationsBetween(tx: Executor, a: string, b: string): Promise<void> {
  await tx
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.userId, a), eq(notifications.actorId, b)),
        and(eq(notifications.userId, b), eq(notifications.actorId, a)),
      ),
    );
}

/* --- e-mail digests --- */

/** People with un-e-mailed notifications that have been quiet since `quietBefore`, or waited since `waitedBefore`. */
export async function peopleDue(db: Executor, quietBefore: Date, waitedBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(isNull(notifications.emailedAt))
    .groupBy(notifications.userId)
    .having(
      sql`max(${notifications.createdAt}) <= ${quietBefore.toISOString()}::timestamptz or min(${notifications.createdAt}) <= ${waitedBefore.toISOString()}::timestamptz`,
    )
    .limit(limit);
  return rows.map((row) => row.userId);
}

/**
 * Marks every un-e-mailed notification of the person as e-mailed and returns them. The condition
 * is re-checked under the row locks, so of two processes running the digest only one gets them.
 */
export async function claimUnemailed(db: Executor, userId: string) {
  return db
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.emailedAt)))
    .returning({ id: notifications.id, type: notifications.type, readAt: notifications.readAt });
}

export async function recipientOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      user: users,
      emailNotifications: userSettings.emailNotifications,
      messageNotifications: userSettings.messageNotifications,
      projectNotifications: userSettings.projectNotifications,
      language: userSettings.language,
    })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The unsubscribe link: e-mail notifications off, whether or not settings were saved before. */
export async function disableEmailNotifications(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  await db
    .insert(userSettings)
    .values({ userId, emailNotifications: false })
    .onConflictDoUpdate({ target: userSettings.userId, set: { emailNotifications: false, updatedAt: sql`now()` } });
  return true;
}
