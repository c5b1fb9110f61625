import { z } from 'zod';
import { ACCOUNT_STATUSES } from './auth';
import { SUSPENSION_DEFAULT_DAYS, SUSPENSION_MAX_DAYS, SUSPENSION_MIN_DAYS } from './limits';
import { controlCharactersMessage, isCleanText, multiLineText } from './text';

/** The admin panel's calls (accounts spec §2, §3, §5, §7) and the audit log; the routes and forms share them. */

export const REPORT_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const ACTIONS_TAKEN = ['warning', 'suspension', 'ban', 'unban', 'content_hidden'] as const;
export type ActionTaken = (typeof ACTIONS_TAKEN)[number];

export const MODERATION_MESSAGES = {
  reasonRequired: 'Please provide a reason for this action.',
  hideReasonRequired: 'Please provide a reason for hiding content.',
  duration: `Suspension must last between ${SUSPENSION_MIN_DAYS} and ${SUSPENSION_MAX_DAYS} days.`,
  reportNotFound: 'Report not found',
  userNotFound: 'User not found',
  projectNotFound: 'Project not found',
  commentNotFound: 'Comment not found',
  notYourself: 'You cannot take action against your own account.',
  notAdmins: 'Administrators cannot be warned, suspended or banned.',
  alreadyBanned: 'This user is already banned.',
  bannedFirst: 'This user is banned. Unban them before suspending.',
  notRestricted: 'This user is neither banned nor suspended.',
  reportOtherUser: 'This report is about a different user.',
  reportOtherContent: 'This report is about different content.',
  adminOnly: 'You need administrator rights to do this.',
  banAdminsOnly: 'Only administrators can ban or lift a ban.',
  notStaff: 'Moderators can only be warned, suspended or banned by an administrator.',
} as const;

const REASON_MAX_LENGTH = 1000;
/** The reason is quoted in the e-mail and banner the person sees: lines yes, controls no. */
const reason = (message: string) =>
  multiLineText('The reason', z.string({ error: message }))
    .min(1, { error: message })
    .max(REASON_MAX_LENGTH, { error: `The reason must be at most ${REASON_MAX_LENGTH} characters` });
const reportId = z.string().min(1).max(200).optional();

export const sanctionSchema = z.object({ reason: reason(MODERATION_MESSAGES.reasonRequired), reportId });
export type SanctionInput = z.input<typeof sanctionSchema>;

export const suspendSchema = sanctionSchema.extend({
  duration: z
    .number({ error: MODERATION_MESSAGES.duration })
    .int({ error: MODERATION_MESSAGES.duration })
    .min(SUSPENSION_MIN_DAYS, { error: MODERATION_MESSAGES.duration })
    .max(SUSPENSION_MAX_DAYS, { error: MODERATION_MESSAGES.duration })
    .default(SUSPENSION_DEFAULT_DAYS),
});
export type SuspendInput = z.input<typeof suspendSchema>;

export const hideSchema = z.object({ reason: reason(MODERATION_MESSAGES.hideReasonRequired), reportId });
export type HideInput = z.input<typeof hideSchema>;

export const updateReportSchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  // Kept as typed (not trimmed), but held to the same character rule as every other text.
  adminNotes: z
    .string()
    .max(5000, { error: 'Notes must be at most 5000 characters' })
    .refine((value) => isCleanText(value, 'multi'), { error: controlCharactersMessage('Notes', 'multi') })
    .nullish(),
  actionTaken: z.enum(ACTIONS_TAKEN).nullish(),
  actionDetails: z
    .string()
    .max(2000, { error: 'Action details must be at most 2000 characters' })
    .refine((value) => isCleanText(value, 'multi'), { error: controlCharactersMessage('Action details', 'multi') })
    .nullish(),
});
export type UpdateReportInput = z.input<typeof updateReportSchema>;

export const reportsQuerySchema = z.object({
  status: z.enum([...REPORT_STATUSES, 'all']).optional(),
});

export const idParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const userIdParamsSchema = z.object({ userId: z.string().min(1).max(200) });

const personSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

export const adminReportSchema = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  description: z.string().nullable(),
  createdAt: z.string(),
  /** The name and address as they are now, or the label kept when the account was deleted. */
  reporter: personSchema,
  reportedUser: personSchema.extend({ status: z.enum(ACCOUNT_STATUSES).nullable() }),
  reportedUserId: z.string().nullable(),
  projectId: z.string().nullable(),
  commentId: z.string().nullable(),
  adminNotes: z.string().nullable(),
  actionTaken: z.enum(ACTIONS_TAKEN).nullable(),
  actionDetails: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Beyond the spec: what the report points at, so the admin can look and undo a hide. */
  project: z.object({ id: z.string(), title: z.string(), slug: z.string(), hidden: z.boolean() }).nullable(),
  comment: z.object({ id: z.string(), content: z.string(), projectSlug: z.string().nullable(), hidden: z.boolean() }).nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminStatsSchema = z.object({
  totalReports: z.number().int(),
  pendingReports: z.number().int(),
  reviewedReports: z.number().int(),
  resolvedReports: z.number().int(),
  /** Beyond the spec (decision 0023): appeals waiting for staff, and all of them. */
  pendingAppeals: z.number().int(),
  totalAppeals: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const moderatedUserSchema = z.object({
  id: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  warningCount: z.number().int(),
  suspendedUntil: z.string().nullable(),
  bannedAt: z.string().nullable(),
  banReason: z.string().nullable(),
});

/** What every admin action answers: a sentence, the changed account (user actions) and the resolved report. */
export const moderationResultSchema = z.object({
  message: z.string(),
  user: moderatedUserSchema.nullable(),
  report: adminReportSchema.nullable(),
});
export type ModerationResult = z.infer<typeof moderationResultSchema>;

export const AUDIT_ACTIONS = [
  'warn',
  'suspend',
  'ban',
  'unban',
  'hide_project',
  'unhide_project',
  'hide_comment',
  'unhide_comment',
  'update_report',
  'appeal',
  'accept_appeal',
  'reject_appeal',
  'change_role',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  /** The id of the last entry of the previous page. */
  before: z.string().min(1).max(200).optional(),
});

const auditPersonSchema = z.object({ id: z.string().nullable(), name: z.string(), email: z.string().nullable() });

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  actor: auditPersonSchema.nullable(),
  target: auditPersonSchema.nullable(),
  reportId: z.string().nullable(),
  projectId: z.string().nullable(),
  commentId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  warn: 'Warned',
  suspend: 'Suspended',
  ban: 'Banned',
  unban: 'Unbanned',
  hide_project: 'Hid project',
  unhide_project: 'Unhid project',
  hide_comment: 'Hid comment',
  unhide_comment: 'Unhid comment',
  update_report: 'Updated report',
  appeal: 'Appealed',
  accept_appeal: 'Accepted appeal',
  reject_appeal: 'Rejected appeal',
  change_role: 'Changed role',
  approve_registration: 'Approved registration',
  reject_registration: 'Rejected registration',
  change_joining_settings: 'Changed joining settings',
  change_security_settings: 'Changed security settings',
};

/** actionDetails of a report resolved by an action, e.g. 'Suspended for 7 days: spam links'. */
export function actionDetails(action: ActionTaken, reason: string, extra: { days?: number; content?: 'project' | 'comment' } = {}): string {
  switch (action) {
    case 'warning':
      return `Warning issued: ${reason}`;
    case 'suspension':
      return `Suspended for ${extra.days ?? SUSPENSION_DEFAULT_DAYS} day${extra.days === 1 ? '' : 's'}: ${reason}`;
    case 'ban':
      return `Banned: ${reason}`;
    case 'unban':
      return `Unbanned: ${reason}`;
    case 'content_hidden':
      return `${extra.content === 'comment' ? 'Comment' : 'Project'} hidden: ${reason}`;
  }
}
