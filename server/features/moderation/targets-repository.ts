import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { comments, projects, type UserRow, users } from '../../db/schema';

/** The things moderation acts on: accounts, projects and comments. */

/** Locks the account for the rest of the transaction, so two admins' actions queue up. */
export async function lockUser(tx: Executor, id: string): Promise<UserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateUser(tx: Executor, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user vanished inside its own transaction');
  return row;
}

const projectTarget = { id: projects.id, userId: projects.userId, title: projects.title, slug: projects.slug, hiddenAt: projects.hiddenAt };

export async function lockProject(tx: Executor, id: string) {
  const [row] = await tx.select(projectTarget).from(projects).where(eq(projects.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function setProjectHidden(tx: Executor, id: string, hiddenAt: Date | null, hiddenReason: string | null): Promise<void> {
  await tx.update(projects).set({ hiddenAt, hiddenReason }).where(eq(projects.id, id));
}

/** The comment with whether it counts now: shown publicly = not hidden and its author not banned. */
export async function lockComment(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: comments.id,
      projectId: comments.projectId,
      userId: comments.userId,
      content: comments.content,
      hiddenAt: comments.hiddenAt,
      authorBanned: sql<boolean>`(${users.status} = 'banned' or ${users.bannedAt} is not null)`,
      projectSlug: projects.slug,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(projects, eq(projects.id, comments.projectId))
    .where(eq(comments.id, id))
    .for('update', { of: comments })
    .limit(1);
  return row ?? null;
}

export async function setCommentHidden(tx: Executor, id: string, hiddenAt: Date | null, hiddenReason: string | null): Promise<void> {
  await tx.update(comments).set({ hiddenAt, hiddenReason }).where(eq(comments.id, id));
}

/** How many of the person's comments each project counts now (the ones not hidden). */
export async function shownCommentsByProject(tx: Executor, userId: string): Promise<{ projectId: string; count: number }[]> {
  const rows = await tx
    .select({ projectId: comments.projectId, count: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.userId, userId), isNull(comments.hiddenAt)))
    .groupBy(comments.projectId)
    .orderBy(comments.projectId);
  return rows.map((row) => ({ projectId: row.projectId, count: Number(row.count) }));
}
