import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { abuseReports, auditLog, collectionItems, collections, comments, projectLikes, projects, projectViews, uploads, userEvents, users } from '../../db/schema';

export const DELETED_USER_LABEL = 'Deleted user';

export async function lockUser(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return Boolean(row);
}

/** Every stored file of the person (project media and avatar): deleted from storage after commit. */
export async function storageKeysOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx.select({ storageKeys: uploads.storageKeys }).from(uploads).where(eq(uploads.userId, userId));
  return rows.flatMap((row) => row.storageKeys);
}

/** The ids of projects someone else owns: what the person's likes and comments are removed from. */
const othersProjectIds = (userId: string) => sql`(select ${projects.id} from ${projects} where ${projects.userId} <> ${userId})`;

/** Removes the person's likes on other people's projects; answers the projects that lost one. */
export async function deleteLikesOnOthersProjects(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(projectLikes)
    .where(and(eq(projectLikes.userId, userId), inArray(projectLikes.projectId, othersProjectIds(userId))))
    .returning({ projectId: projectLikes.projectId });
  return rows.map((row) => row.projectId);
}

/**
 * Issue 16: removes the person's collections; answers the projects of others they had saved, each
 * once however many of their lists held it (a project's count of savers counts people).
 */
export async function deleteCollections(tx: Executor, userId: string): Promise<string[]> {
  const saved = await tx
    .selectDistinct({ projectId: collectionItems.projectId })
    .from(collectionItems)
    .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
    .where(and(eq(collections.userId, userId), inArray(collectionItems.projectId, othersProjectIds(userId))));
  await tx.delete(collections).where(eq(collections.userId, userId));
  return saved.map((row) => row.projectId).sort();
}

/**
 * Removes the person's comments on other people's projects; answers, per project, how many of
 * them were counted (hidden comments already left the count when they were hidden, decision 8).
 */
export async function deleteCommentsOnOthersProjects(tx: Executor, userId: string): Promise<Map<string, number>> {
  const rows = await tx
    .delete(comments)
    .where(and(eq(comments.userId, userId), inArray(comments.projectId, othersProjectIds(userId))))
    .returning({ projectId: comments.projectId, hiddenAt: comments.hiddenAt });
  const counted = new Map<string, number>();
  for (const row of rows) {
    if (!row.hiddenAt) counted.set(row.projectId, (counted.get(row.projectId) ?? 0) + 1);
  }
  return counted;
}

/** The hourly view markers name signed-in viewers by id (`u:<id>`); the counts they made stay. */
export async function deleteViewMarkers(tx: Executor, userId: string): Promise<void> {
  await tx.delete(projectViews).where(eq(projectViews.viewerKey, `u:${userId}`));
}

/**
 * Reports and audit entries stay for moderation, anonymised: their labels become 'Deleted user'
 * before the foreign keys null the ids.
 */
export async function anonymiseModerationRecords(tx: Executor, userId: string): Promise<void> {
  const updatedAt = new Date();
  await tx.update(abuseReports).set({ reporterLabel: DELETED_USER_LABEL, updatedAt }).where(eq(abuseReports.reporterId, userId));
  await tx.update(abuseReports).set({ reportedUserLabel: DELETED_USER_LABEL, updatedAt }).where(eq(abuseReports.reportedUserId, userId));
  await tx.update(auditLog).set({ actorLabel: DELETED_USER_LABEL }).where(eq(auditLog.actorId, userId));
  await tx.update(auditLog).set({ targetLabel: DELETED_USER_LABEL }).where(eq(auditLog.targetUserId, userId));
}

/**
 * Live events queued for other people that name the person (their messages, follows…). The log
 * keeps a day at most, so the scan is short; the person's own events go with the account.
 */
export async function deleteEventsMentioning(tx: Executor, userId: string): Promise<void> {
  const pattern = `%${userId.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  await tx.delete(userEvents).where(and(ne(userEvents.userId, userId), sql`${userEvents.payload}::text like ${pattern}`));
}

/**
 * The account row; the foreign keys remove the rest: sessions, tokens, settings, projects (with
 * their media, categories, likes, comments and views), uploads, follows, blocks, conversations
 * with both people's messages, notifications and events.
 */
export async function deleteUser(tx: Executor, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}

