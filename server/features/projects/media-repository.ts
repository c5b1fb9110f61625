import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type ProjectMediaRow, projectMedia, projects } from '../../db/schema';

export async function countMedia(tx: Executor, projectId: string): Promise<number> {
  const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(projectMedia).where(eq(projectMedia.projectId, projectId));
  return row?.count ?? 0;
}

export async function insertMedia(tx: Executor, values: typeof projectMedia.$inferInsert): Promise<ProjectMediaRow> {
  const [row] = await tx.insert(projectMedia).values(values).returning();
  if (!row) throw new Error('media was not inserted');
  return row;
}

/** Deletes one media item of one project; a preview pointing at it is cleared in the same step. */
export async function deleteMedia(tx: Executor, projectId: string, mediaId: string): Promise<ProjectMediaRow | null> {
  const [row] = await tx
    .delete(projectMedia)
    .where(and(eq(projectMedia.id, mediaId), eq(projectMedia.projectId, projectId)))
    .returning();
  if (!row) return null;
  // Cleared, not re-pointed: cards then fall back to the first remaining item by order.
  await tx
    .update(projects)
    .set({ previewMediaId: null, updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), eq(projects.previewMediaId, mediaId)));
  return row;
}
