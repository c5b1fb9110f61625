import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { abuseReports, auditLog, comments, projects, users } from '../../db/schema';

/** Reports and the audit log: every query of the moderation feature but the targets'. */

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const commentProject = alias(projects, 'comment_project');

const reportColumns = {
  report: abuseReports,
  reporter: { firstName: reporter.firstName, lastName: reporter.lastName, email: reporter.email },
  reported: { firstName: reported.firstName, lastName: reported.lastName, email: reported.email, status: reported.status },
  project: { id: projects.id, title: projects.title, slug: projects.slug, hiddenAt: projects.hiddenAt },
  comment: { id: comments.id, content: comments.content, hiddenAt: comments.hiddenAt },
  commentProjectSlug: commentProject.slug,
};

function reportsQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(reportColumns)
    .from(abuseReports)
    .leftJoin(reporter, eq(reporter.id, abuseReports.reporterId))
    .leftJoin(reported, eq(reported.id, abuseReports.reportedUserId))
    .leftJoin(projects, eq(projects.id, abuseReports.projectId))
    .leftJoin(comments, eq(comments.id, abuseReports.commentId))
    .leftJoin(commentProject, eq(commentProject.id, comments.projectId))
    .where(where);
}
export type ReportRecord = Awaited<ReturnType<typeof reportsQuery>>[number];

/** The admin table can only show so much; the stat cards count everything. */
export const REPORTS_SHOWN = 500;

export async function listReports(db: Executor, status: string | undefined): Promise<ReportRecord[]> {
  const where = status ? eq(abuseReports.status, status as 'pending') : undefined;
  return reportsQuery(db, where).orderBy(desc(abuseReports.createdAt), desc(abuseReports.id)).limit(REPORTS_SHOWN);
}

export async function findReport(db: Executor, id: string): Promise<ReportRecord | null> {
  const [row] = await reportsQuery(db, eq(abuseReports.id, id)).limit(1);
  return row ?? null;
}

export async function findReportRow(db: Executor, id: string) {
  const [row] = await db.select().from(abuseReports).where(eq(abuseReports.id, id)).limit(1);
  return row ?? null;
}

export async function reportStats(db: Executor) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${abuseReports.status} = 'pending'))::int`,
      reviewed: sql<number>`(count(*) filter (where ${abuseReports.status} = 'reviewed'))::int`,
      resolved: sql<number>`(count(*) filter (where ${abuseReports.status} = 'resolved'))::int`,
    })
    .from(abuseReports);
  return {
    totalReports: Number(row?.total ?? 0),
    pendingReports: Number(row?.pending ?? 0),
    reviewedReports: Number(row?.reviewed ?? 0),
    resolvedReports: Number(row?.resolved ?? 0),
  };
}

export async function updateReport(db: Executor, id: string, values: Partial<typeof abuseReports.$inferInsert>): Promise<void> {
  await db
    .update(abuseReports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(abuseReports.id, id));
}

export async function insertAuditEntry(db: Executor, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

const actor = alias(users, 'actor');
const target = alias(users, 'target');

/** Newest first; `before` is the id of the last entry already shown (keyset on time, then id). */
export async function auditPage(db: Executor, limit: number, before: string | undefined) {
  let where: SQL | undefined;
  if (before) {
    const [cursor] = await db.select({ createdAt: auditLog.createdAt }).from(auditLog).where(eq(auditLog.id, before)).limit(1);
    if (!cursor) return [];
    where = or(lt(auditLog.createdAt, cursor.createdAt), and(eq(auditLog.createdAt, cursor.createdAt), lt(auditLog.id, before)));
  }
  return db
    .select({
      entry: auditLog,
      actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName, email: actor.email },
      target: { id: target.id, firstName: target.firstName, lastName: target.lastName, email: target.email },
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetUserId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
export type AuditRecord = Awaited<ReturnType<typeof auditPage>>[number];
