import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectLikes } from '../../db/schema';

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
