import { z } from 'zod';
import { normaliseDomain } from './email-address';
import {
  DOMAIN_LIST_MAX,
  INVITATION_MAX_DAYS,
  INVITATION_MAX_USES,
  JOIN_ANSWER_MAX_LENGTH,
  JOIN_QUESTION_MAX_LENGTH,
  JOINING_MESSAGES,
  MEMBER_INVITE_QUOTA_MAX,
  REGISTRATION_MODES,
  REJECT_REASON_MAX_LENGTH,
} from './joining-constants';

export * from './joining-constants';

/** Schemas of the joining calls (decision 0024); the admin form and the routes share them. */

const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * "@Example.COM", "*.example.com" and " example.com " all mean example.com; a listed domain is
 * read as an address's domain is (common/email-address.ts), so "bücher.test" is kept as
 * "xn--bcher-kva.test" and "example.com." as "example.com". Anything else is refused.
 */
const domain = z
  .string()
  .transform((value) => {
    const stripped = value.normalize('NFKC').trim().replace(/^\*?\.|^@/, '');
    return { stripped, normalised: normaliseDomain(stripped) };
  })
  .superRefine(({ stripped, normalised }, context) => {
    if (normalised === null || !DOMAIN_PATTERN.test(normalised)) context.addIssue({ code: 'custom', message: JOINING_MESSAGES.invalidDomain(stripped) });
  })
  .transform(({ normalised }) => normalised as string);

const domainList = (label: string) =>
  z
    .array(domain, { error: `${label} must be a list of domain names` })
    .max(DOMAIN_LIST_MAX, { error: `${label} may hold at most ${DOMAIN_LIST_MAX} domains` })
    .transform((values) => [...new Set(values)].sort());

export const joiningSettingsSchema = z.object({
  mode: z.enum(REGISTRATION_MODES, { error: `Registration mode must be one of: ${REGISTRATION_MODES.join(', ')}` }),
  joinQuestion: z
    .string()
    .trim()
    .max(JOIN_QUESTION_MAX_LENGTH, { error: `The question must be at most ${JOIN_QUESTION_MAX_LENGTH} characters` })
    .nullable()
    .transform((value) => (value ? value : null)),
  membersMayInvite: z.boolean({ error: 'Whether members may invite must be true or false' }),
  memberInviteQuota: z
    .number({ error: 'The invitation quota must be a number' })
    .int({ error: 'The invitation quota must be a whole number' })
    .min(0, { error: 'The invitation quota cannot be negative' })
    .max(MEMBER_INVITE_QUOTA_MAX, { error: `The invitation quota must be at most ${MEMBER_INVITE_QUOTA_MAX}` }),
  allowedDomains: domainList('Allowed domains'),
  blockedDomains: domainList('Blocked domains'),
  requireTerms: z.boolean({ error: 'Whether the terms must be accepted must be true or false' }),
});
export type JoiningSettings = z.output<typeof joiningSettingsSchema>;

/** The settings as the server answers them: already normalised, so no transforms to run again. */
export const joiningSettingsViewSchema = z.object({
  mode: z.enum(REGISTRATION_MODES),
  joinQuestion: z.string().nullable(),
  membersMayInvite: z.boolean(),
  memberInviteQuota: z.number(),
  allowedDomains: z.array(z.string()),
  blockedDomains: z.array(z.string()),
  requireTerms: z.boolean(),
});
export type JoiningSettingsInput = z.input<typeof joiningSettingsSchema>;

/** Today's behaviour, as the migration's row holds it: open registration, no lists, no terms. */
export const DEFAULT_JOINING: JoiningSettings = {
  mode: 'open',
  joinQuestion: null,
  membersMayInvite: false,
  memberInviteQuota: 5,
  allowedDomains: [],
  blockedDomains: [],
  requireTerms: false,
};

/** What the register form needs to know; the lists stay with the staff. */
export const publicJoiningSchema = z.object({
  mode: z.enum(REGISTRATION_MODES),
  joinQuestion: z.string().nullable(),
  requireTerms: z.boolean(),
  membersMayInvite: z.boolean(),
});
export type PublicJoining = z.infer<typeof publicJoiningSchema>;

/** The fields registration takes beyond the spec's; all optional, so open mode is unchanged. */
export const registerJoiningFields = {
  invitationCode: z.string().trim().max(100, { error: JOINING_MESSAGES.invalidInvitation }).optional(),
  acceptTerms: z.boolean({ error: 'acceptTerms must be true or false' }).optional(),
  joinAnswer: z
    .string()
    .trim()
    .max(JOIN_ANSWER_MAX_LENGTH, { error: `The answer must be at most ${JOIN_ANSWER_MAX_LENGTH} characters` })
    .optional(),
};

export const createInvitationSchema = z.object({
  maxUses: z
    .number({ error: 'The number of uses must be a number' })
    .int({ error: 'The number of uses must be a whole number' })
    .min(1, { error: 'An invitation must allow at least 1 use' })
    .max(INVITATION_MAX_USES, { error: `An invitation may allow at most ${INVITATION_MAX_USES} uses` })
    .default(1),
  expiresInDays: z
    .number({ error: 'The validity must be a number of days' })
    .int({ error: 'The validity must be a whole number of days' })
    .min(1, { error: 'An invitation must be valid for at least 1 day' })
    .max(INVITATION_MAX_DAYS, { error: `An invitation may be valid for at most ${INVITATION_MAX_DAYS} days` })
    .default(7),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

const personRef = z.object({ id: z.string(), name: z.string() });

export const invitationSchema = z.object({
  id: z.string(),
  code: z.string(),
  url: z.string(),
  maxUses: z.number(),
  uses: z.number(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Open: not revoked, not expired, uses left. */
  usable: z.boolean(),
  createdBy: personRef.nullable(),
  /** Who registered with it: who invited whom, for the staff and the maker. */
  usedBy: z.array(personRef.extend({ joinedAt: z.string() })),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const myInvitationsSchema = z.object({
  invitations: z.array(invitationSchema),
  /** Null for the staff (no limit). */
  quota: z.number().nullable(),
  committed: z.number(),
  mayInvite: z.boolean(),
});
export type MyInvitations = z.infer<typeof myInvitationsSchema>;

export const invitationCodeParamsSchema = z.object({ code: z.string().min(1).max(100) });
export const invitationIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const invitationCheckSchema = z.object({
  valid: z.boolean(),
  message: z.string().nullable(),
  inviterName: z.string().nullable(),
});
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;

export const pendingAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  joinAnswer: z.string().nullable(),
  createdAt: z.string(),
});
export type PendingAccount = z.infer<typeof pendingAccountSchema>;

export const pendingParamsSchema = z.object({ userId: z.string().min(1).max(200) });

export const rejectSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(REJECT_REASON_MAX_LENGTH, { error: `The reason must be at most ${REJECT_REASON_MAX_LENGTH} characters` })
      .optional(),
  })
  .nullish()
  .transform((value) => value ?? {});
