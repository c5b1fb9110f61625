import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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


/**
 * A sanctioned person's answer to one sanction (decision 0023). The sanction is the audit entry
 * that imposed it (warn, suspend or ban): the unique index is the "once per sanction" rule, so two
 * appeals sent at the same moment cannot both be stored.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sanctionId: text('sanction_id')
      .notNull()
      .references(() => auditLog.id, { onDelete: 'cascade' }),
    sanctionKind: text('sanction_kind', { enum: ['warn', 'suspend', 'ban'] }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] }).notNull().default('pending'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('appeals_sanction_unique').on(table.sanctionId),
    index('appeals_status_created_idx').on(table.status, table.createdAt.desc()),
    index('appeals_user_idx').on(table.userId),
  ],
);

/**
 * One-time links that make the first admin (decision 0023): printed in the log at start while no
 * admin exists. Only the SHA-256 of the token is kept; a link is spent once and expires.
 */
export const setupTokens = pgTable('setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AbuseReportRow = typeof abuseReports.$inferSelect;
export type AppealRow = typeof appeals.$inferSelect;
