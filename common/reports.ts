import { z } from 'zod';
import { REPORT_DESCRIPTION_MAX_LENGTH, REPORT_MESSAGES, REPORT_REASONS } from './reports-constants';
import { optionalText } from './text';

/** The reasons, bounds and messages live in a zod-free module the report dialog imports on its own. */
export * from './reports-constants';

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
