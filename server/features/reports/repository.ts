import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { abuseReports, comments, projects } from '../../db/schema';

export type NewReport = typeof abuseReports.$inferInsert;

export async function projectOwner(db: Executor, projectId: string): Promise<string | null> {
  const [row] = await db.select({ userId: projects.userId }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return row?.userId ?? null;
}

export async function commentOf(db: Executor, commentId: string): Promise<{ userId: string; projectId: string } | null> {
  const [row] = await db
    .select({ userId: comments.userId, projectId: comments.projectId })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  return row ?? null;
}

const sameOrBothNull = (column: typeof abuseReports.projectId | typeof abuseReports.commentId, value: string | null): SQL =>
  (value === null ? isNull(column) : eq(column, value)) as SQL;

/**
 * Files the report unless the same reporter already has a pending one on the same person, reason
 * and content: then that one is answered instead. A transaction-scoped advisory lock on the pair
 * makes two identical reports sent at once fold too.
 */
export async function insertUnlessPending(db: Executor, report: NewReport & { id: string }): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const pair = `report:${report.reporterId}:${report.reportedUserId}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${pair}))`);
    const [pending] = await tx
      .select({ id: abuseReports.id })
      .from(abuseReports)
      .where(
        and(
          eq(abuseReports.reporterId, report.reporterId as string),
          eq(abuseReports.reportedUserId, report.reportedUserId as string),
          eq(abuseReports.reason, report.reason),
          sameOrBothNull(abuseReports.projectId, report.projectId ?? null),
          sameOrBothNull(abuseReports.commentId, report.commentId ?? null),
          eq(abuseReports.status, 'pending'),
        ),
      )
      .limit(1);
    if (pending) return { id: pending.id, created: false };
    await tx.insert(abuseReports).values(report);
    return { id: report.id, created: true };
  });
}
