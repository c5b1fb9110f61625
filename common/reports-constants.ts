/**
 * Reporting a user (projects spec §3, §5, §7, §9): the six reasons, a reason required. The zod-free
 * part of common/reports.ts: the report dialog of public pages (a project, a developer) imports
 * it from here, so zod stays out of their first load (issue 11); common/reports.ts re-exports it.
 */
export const REPORT_REASONS = ['harassment', 'spam', 'inappropriate-content', 'threats', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  harassment: 'Harassment',
  spam: 'Spam',
  'inappropriate-content': 'Inappropriate content',
  threats: 'Threats',
  impersonation: 'Impersonation',
  other: 'Other',
};

export const REPORT_DESCRIPTION_MAX_LENGTH = 1000;

export const REPORT_MESSAGES = {
  reasonRequired: 'Please select a reason',
  descriptionTooLong: `Description must be at most ${REPORT_DESCRIPTION_MAX_LENGTH} characters`,
  submitted: 'Report submitted',
  self: 'You cannot report yourself',
  contentNotTheirs: 'The reported content does not belong to this user',
} as const;
