import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { comments, projectLikes, users } from '../../db/schema';
import { notBanned } from '../../core/people/user-repository';

/** True when this call removed the like (so the count must go down by exactly one). */
export async function removeLike(tx: Executor, projectId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(projectLikes)
    .where(and(eq(projectLikes.projectId, projectId), eq(projectLikes.userId, userId)))
    .returning({ userId: projectLikes.userId });
  return removed.length > 0;
}

/** True when this call added the like; a concurrent duplicate inserts nothing. */
export async function addLike(tx: Executor, projectId: string, userId: string): Promise<boolean> {
  const added = await tx.insert(projectLikes).values({ projectId, userId }).onConflictDoNothing().returning({ userId: projectLikes.userId });
  return added.length > 0;
}

export async function isLiked(db: Executor, projectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: projectLikes.userId })
    .from(projectLikes)
    .where(and(eq(projectLikes.projectId, projectId), eq(projectLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

const commentColumns = {
  id: comments.id,
  projectId: comments.projectId,
  userId: comments.userId,
  content: comments.content,
  hiddenAt: comments.hiddenAt,
  createdAt: comments.createdAt,
  authorBanned: sql<boolean>`not ${notBanned}`,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl },
};

/** Oldest first, with authors; the service filters what the viewer may not see. */
export async function listComments(db: Executor, projectId: string, limit: number) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.projectId, projectId))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(limit);
}

export async function insertComment(tx: Executor, values: { id: string; projectId: string; userId: string; content: string }) {
  const [row] = await tx.insert(comments).values(values).returning();
  if (!row) throw new Error('comment was not inserted');
  return row;
}
