import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SanctionKind } from '../../../common/appeals';
import type { Executor } from '../../db/client';
import { appeals, auditLog, users } from '../../db/schema';

/** Appeals and the sanctions they answer (audit entries warn, suspend, ban). Decision 0023. */

/**
 * The newest sanction of this kind on the person that no accepted appeal has lifted: the one
 * the banner shows and the person may appeal.
 */
export async function latestSanction(db: Executor, userId: string, kind: SanctionKind) {
  const [row] = await db
    .select({ id: auditLog.id, action: auditLog.action, reason: auditLog.reason, reportId: auditLog.reportId, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(appeals, eq(appeals.sanctionId, auditLog.id))
    .where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, kind), or(sql`${appeals.status} is null`, ne(appeals.status, 'accepted'))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return row ?? null;
}
export type SanctionRecord = NonNullable<Awaited<ReturnType<typeof latestSanction>>>;

export async function findSanction(db: Executor, id: string) {
  const [row] = await db
    .select({ id: auditLog.id, action: auditLog.action, reason: auditLog.reason, reportId: auditLog.reportId, createdAt: auditLog.createdAt, targetUserId: auditLog.targetUserId })
    .from(auditLog)
    .where(eq(auditLog.id, id))
    .limit(1);
  return row ?? null;
}

export async function findAppealOfSanction(db: Executor, sanctionId: string) {
  const [row] = await db.select().from(appeals).where(eq(appeals.sanctionId, sanctionId)).limit(1);
  return row ?? null;
}

/** Null when the sanction already has an appeal: the unique index decides, even for two at once. */
export async function insertAppeal(db: Executor, values: typeof appeals.$inferInsert) {
  const [row] = await db.insert(appeals).values(values).onConflictDoNothing({ target: appeals.sanctionId }).returning();
  return row ?? null;
}

export async function lockAppeal(tx: Executor, id: string) {
  const [row] = await tx.select().from(appeals).where(eq(appeals.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function decideAppeal(tx: Executor, id: string, values: Pick<typeof appeals.$inferInsert, 'status' | 'decisionReason' | 'decidedBy' | 'decidedAt'>) {
  await tx.update(appeals).set(values).where(eq(appeals.id, id));
}

const queueColumns = {
  appeal: appeals,
  person: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.status, bannedAt: users.bannedAt, suspendedUntil: users.suspendedUntil, warningCount: users.warningCount },
  sanction: { id: auditLog.id, action: auditLog.action, reason: auditLog.reason, createdAt: auditLog.createdAt },
};

function queueQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(queueColumns)
    .from(appeals)
    .innerJoin(users, eq(users.id, appeals.userId))
    .innerJoin(auditLog, eq(auditLog.id, appeals.sanctionId))
    .where(where);
}
export type AppealRecord = Awaited<ReturnType<typeof queueQuery>>[number];

export const APPEALS_SHOWN = 500;

/** Pending ones oldest first (a queue); decided ones newest first. */
export async function listAppeals(db: Executor, status: 'pending' | 'accepted' | 'rejected' | undefined): Promise<AppealRecord[]> {
  const query = queueQuery(db, status ? eq(appeals.status, status) : undefined);
  return status === 'pending'
    ? query.orderBy(appeals.createdAt, appeals.id).limit(APPEALS_SHOWN)
    : query.orderBy(desc(appeals.createdAt), desc(appeals.id)).limit(APPEALS_SHOWN);
}

export async function findAppealRecord(db: Executor, id: string): Promise<AppealRecord | null> {
  const [row] = await queueQuery(db, eq(appeals.id, id)).limit(1);
  return row ?? null;
}

export async function appealStats(db: Executor) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, pending: sql<number>`(count(*) filter (where ${appeals.status} = 'pending'))::int` })
    .from(appeals);
  return { totalAppeals: Number(row?.total ?? 0), pendingAppeals: Number(row?.pending ?? 0) };
}

/**
 * What a sanction hid with it: the projects and comments hidden under the same report as the
 * sanction (one report, acted on together). Only these come back when its appeal is accepted.
 */
export async function hiddenUnderReport(db: Executor, reportId: string) {
  return db
    .select({ action: auditLog.action, projectId: auditLog.projectId, commentId: auditLog.commentId })
    .from(auditLog)
    .where(and(eq(auditLog.reportId, reportId), inArray(auditLog.action, ['hide_project', 'hide_comment']), or(isNotNull(auditLog.projectId), isNotNull(auditLog.commentId))));
}
