import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { comments, users } from '../../db/schema';
import { notBanned, staffRoleColumn } from '../../core/people/user-repository';

const commentColumns = {
  id: comments.id,
  projectId: comments.projectId,
  userId: comments.userId,
  content: comments.content,
  hiddenAt: comments.hiddenAt,
  createdAt: comments.createdAt,
  authorBanned: sql<boolean>`not ${notBanned}`,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl, staffRole: staffRoleColumn },
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
