import { z } from 'zod';
import { optionalText } from './text';

/** Reporting a user (projects spec §3, §5, §7, §9): the six reasons, a reason required. */
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

const contentId = z.string().trim().min(1).max(200).nullish().transform((value) => value || null);

export const createReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reasonRequired }),
  description: optionalText(REPORT_DESCRIPTION_MAX_LENGTH, {
    label: 'Description',
    lines: 'multi',
    tooLong: REPORT_MESSAGES.descriptionTooLong,
    notText: 'Description must be text',
  }),
  /** Optional: the project or comment of the reported user that the report is about. */
  projectId: contentId,
  commentId: contentId,
});
export type CreateReportInput = z.input<typeof createReportSchema>;
export type CreateReport = z.output<typeof createReportSchema>;

export const reportCreatedSchema = z.object({ id: z.string(), message: z.string() });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;
