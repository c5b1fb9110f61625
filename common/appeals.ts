import { z } from 'zod';
import { ACCOUNT_STATUSES } from './auth';
import { REPORT_DESCRIPTION_MAX_LENGTH } from './reports-constants';
import { multiLineText } from './text';

/**
 * Appeals (decision 0023): a warned, suspended or banned person answers the sanction in force,
 * once; staff accept (the sanction is lifted) or reject it, with a reason. The text has the
 * bounds of a report's description.
 */

export const APPEAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const SANCTION_KINDS = ['warn', 'suspend', 'ban'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];
/**
 * Decision 0040: an appeal is decided by whoever may undo its sanction — staff for warnings and
 * suspensions, admins alone for a ban. The server's rule and the panel's buttons read this.
 */
export const APPEAL_DECIDERS: Record<SanctionKind, 'staff' | 'admins'> = { warn: 'staff', suspend: 'staff', ban: 'admins' };
export const APPEAL_TEXT_MAX_LENGTH = REPORT_DESCRIPTION_MAX_LENGTH;

export const APPEAL_MESSAGES = {
  textRequired: 'Please explain why this decision should be reconsidered.',
  textTooLong: `Your appeal must be at most ${APPEAL_TEXT_MAX_LENGTH} characters`,
  sanctionRequired: 'Say which sanction you are appealing.',
  reasonRequired: 'Please give a reason for this decision.',
  noSanction: 'There is no sanction in force on your account to appeal.',
  notInForce: 'This sanction is no longer in force, or is not yours to appeal.',
  alreadyAppealed: 'You have already appealed this sanction. Each sanction can be appealed once.',
  submitted: 'Your appeal has been sent. The moderators will review it.',
  notFound: 'Appeal not found',
  alreadyDecided: 'This appeal has already been decided.',
  notYourOwn: 'You cannot decide an appeal about your own account.',
  banAdminsOnly: 'Only administrators can decide the appeal of a ban.',
  accepted: 'The appeal has been accepted and the sanction lifted.',
  rejected: 'The appeal has been rejected; the sanction stays.',
} as const;

export const createAppealSchema = z.object({
  sanctionId: z.string({ error: APPEAL_MESSAGES.sanctionRequired }).trim().min(1, { error: APPEAL_MESSAGES.sanctionRequired }).max(200),
  text: multiLineText('Your appeal', z.string({ error: APPEAL_MESSAGES.textRequired }))
    .trim()
    .min(1, { error: APPEAL_MESSAGES.textRequired })
    .max(APPEAL_TEXT_MAX_LENGTH, { error: APPEAL_MESSAGES.textTooLong }),
});
export type CreateAppealInput = z.input<typeof createAppealSchema>;

export const decideAppealSchema = z.object({
  reason: multiLineText('The reason', z.string({ error: APPEAL_MESSAGES.reasonRequired }))
    .trim()
    .min(1, { error: APPEAL_MESSAGES.reasonRequired })
    .max(1000, { error: 'The reason must be at most 1000 characters' }),
});
export type DecideAppealInput = z.input<typeof decideAppealSchema>;

export const appealsQuerySchema = z.object({ status: z.enum([...APPEAL_STATUSES, 'all']).optional() });

export const appealSchema = z.object({
  id: z.string(),
  sanctionId: z.string(),
  sanctionKind: z.enum(SANCTION_KINDS),
  text: z.string(),
  status: z.enum(APPEAL_STATUSES),
  /** The staff's reason for accepting or rejecting; null while pending. */
  decisionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

/** The sanction in force, as the person's banner offers it for appeal. */
export const sanctionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(SANCTION_KINDS),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type SanctionSummary = z.infer<typeof sanctionSummarySchema>;

/** GET /api/appeals/mine: the sanction in force (null when none) and its appeal (null when none yet). */
export const myAppealSchema = z.object({ sanction: sanctionSummarySchema.nullable(), appeal: appealSchema.nullable() });
export type MyAppeal = z.infer<typeof myAppealSchema>;

/** One row of the staff's appeals queue. */
export const adminAppealSchema = appealSchema.extend({
  person: z.object({ id: z.string(), name: z.string(), email: z.string(), status: z.enum(ACCOUNT_STATUSES) }),
  sanction: sanctionSummarySchema,
  decidedBy: z.string().nullable(),
});
export type AdminAppeal = z.infer<typeof adminAppealSchema>;

export const appealDecisionResultSchema = z.object({ message: z.string(), appeal: adminAppealSchema });
export type AppealDecisionResult = z.infer<typeof appealDecisionResultSchema>;

export const SANCTION_KIND_LABELS: Record<SanctionKind, string> = { warn: 'Warning', suspend: 'Suspension', ban: 'Ban' };
export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' };
