import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Abuse reports. The people involved are nullable: deleting an account keeps the report, with
 * the name and address it had then kept in the snapshot columns (anonymised to a label).
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: text('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: text('project_id'),
    commentId: text('comment_id'),
    reason: text('reason', {
      enum: ['harassment', 'spam', 'inappropriate-content', 'threats', 'impersonation', 'other'],
    }).notNull(),
    description: text('description'),
    status: text('status', { enum: ['pending', 'reviewed', 'resolved'] }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    actionTaken: text('action_taken', { enum: ['warning', 'suspension', 'ban', 'unban', 'content_hidden'] }),
    actionDetails: text('action_details'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** "Deleted user" once the account is gone, so the admin table still reads sensibly. */
    reporterLabel: text('reporter_label'),
    reportedUserLabel: text('reported_user_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('abuse_reports_status_created_idx').on(table.status, table.createdAt.desc()),
    index('abuse_reports_created_idx').on(table.createdAt.desc()),
    index('abuse_reports_reported_idx').on(table.reportedUserId),
    index('abuse_reports_reporter_idx').on(table.reporterId),
  ],
);

/** Every admin action: who, whom, what, why, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reason: text('reason'),
    reportId: text('report_id'),
    projectId: text('project_id'),
    commentId: text('comment_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    actorLabel: text('actor_label'),
    targetLabel: text('target_label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt.desc()), index('audit_log_target_idx').on(table.targetUserId)],
);

export type AbuseReportRow = typeof abuseReports.$inferSelect;
