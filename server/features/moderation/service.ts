import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { AdminReport, AdminStats, AuditEntry, AuditLogPage, auditLogQuerySchema, UpdateReportInput } from '../../../common/moderation';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import type { AppDependencies } from '../../core/dependencies';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { appealStats } from './appeals-repository';
import * as repository from './repository';

type Deps = AppDependencies;
const DELETED_USER = 'Deleted user';

/** One row of the admin table (accounts spec §3), with what the report points at. */
function toAdminReport(row: repository.ReportRecord): AdminReport {
  const { report } = row;
  return {
    id: report.id,
    reason: report.reason,
    status: report.status,
    description: report.description,
    createdAt: report.createdAt.toISOString(),
    reporter: row.reporter
      ? { firstName: row.reporter.firstName, lastName: row.reporter.lastName, email: row.reporter.email }
      : { firstName: report.reporterLabel ?? DELETED_USER, lastName: '', email: '' },
    reportedUser: row.reported
      ? { firstName: row.reported.firstName, lastName: row.reported.lastName, email: row.reported.email, status: row.reported.status }
      : { firstName: report.reportedUserLabel ?? DELETED_USER, lastName: '', email: '', status: null },
    reportedUserId: report.reportedUserId,
    projectId: report.projectId,
    commentId: report.commentId,
    adminNotes: report.adminNotes,
    actionTaken: report.actionTaken,
    actionDetails: report.actionDetails,
    reviewedAt: report.reviewedAt?.toISOString() ?? null,
    project: row.project ? { id: row.project.id, title: row.project.title, slug: row.project.slug, hidden: row.project.hiddenAt !== null } : null,
    comment: row.comment
      ? { id: row.comment.id, content: row.comment.content, projectSlug: row.commentProjectSlug, hidden: row.comment.hiddenAt !== null }
      : null,
  };
}

export async function listReports(deps: Deps, status: string | undefined): Promise<AdminReport[]> {
  const rows = await repository.listReports(deps.database.db, status && status !== 'all' ? status : undefined);
  return rows.map(toAdminReport);
}

/** The stat cards: reports by status, and the appeals waiting (decision 0023). */
export async function reportStats(deps: Deps): Promise<AdminStats> {
  const { db } = deps.database;
  const [reports, appeals] = await Promise.all([repository.reportStats(db), appealStats(db)]);
  return { ...reports, ...appeals };
}

export async function getReport(db: Executor, id: string): Promise<AdminReport> {
  const row = await repository.findReport(db, id);
  if (!row) throw notFound(MODERATION_MESSAGES.reportNotFound);
  return toAdminReport(row);
}

/**
 * The dialog's notes and status (spec §4: any status, in any order). Leaving "pending" stamps who
 * reviewed it and when; going back to "pending" clears that.
 */
export async function updateReport(deps: Deps, admin: UserRow, id: string, input: UpdateReportInput): Promise<AdminReport> {
  const { db } = deps.database;
  return db.transaction(async (tx) => {
    const current = await repository.findReportRow(tx, id);
    if (!current) throw notFound(MODERATION_MESSAGES.reportNotFound);
    const values: Parameters<typeof repository.updateReport>[2] = {};
    if (input.adminNotes !== undefined) values.adminNotes = input.adminNotes?.trim() || null;
    if (input.actionTaken !== undefined) values.actionTaken = input.actionTaken;
    if (input.actionDetails !== undefined) values.actionDetails = input.actionDetails?.trim() || null;
    if (input.status !== undefined && input.status !== current.status) {
      values.status = input.status;
      const reviewed = input.status !== 'pending';
      values.reviewedAt = reviewed ? new Date() : null;
      values.reviewedBy = reviewed ? admin.id : null;
    }
    await repository.updateReport(tx, id, values);
    const changed = Object.keys(values).filter((key) => key !== 'reviewedAt' && key !== 'reviewedBy');
    await repository.insertAuditEntry(tx, {
      id: randomUUID(),
      actorId: admin.id,
      targetUserId: current.reportedUserId,
      action: 'update_report',
      reason: null,
      reportId: id,
      projectId: current.projectId,
      commentId: current.commentId,
      details: { changed, ...(values.status ? { from: current.status, to: values.status } : {}) },
    });
    return getReport(tx, id);
  });
}

function person(row: { id: string; firstName: string; lastName: string; email: string } | null, label: string | null, id: string | null) {
  if (row) return { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() || row.email, email: row.email };
  if (!id && !label) return null;
  return { id: null, name: label ?? DELETED_USER, email: null };
}

function toAuditEntry(row: repository.AuditRecord): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    action: entry.action,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
    actor: person(row.actor, entry.actorLabel, entry.actorId) ?? { id: null, name: DELETED_USER, email: null },
    target: person(row.target, entry.targetLabel, entry.targetUserId),
    reportId: entry.reportId,
    projectId: entry.projectId,
    commentId: entry.commentId,
    details: entry.details ?? null,
  };
}

export async function auditLog(deps: Deps, query: z.output<typeof auditLogQuerySchema>): Promise<AuditLogPage> {
  const rows = await repository.auditPage(deps.database.db, query.limit + 1, query.before);
  const page = rows.slice(0, query.limit);
  return { entries: page.map(toAuditEntry), nextBefore: rows.length > query.limit ? (page.at(-1)?.entry.id ?? null) : null };
}
