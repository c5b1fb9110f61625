import { z } from 'zod';
import { ACCOUNT_STATUSES } from './auth';
import { ROLES } from './roles';

/**
 * The admin panel's Members tab: staff find any account by name or e-mail address and act on it
 * without a report (GET /api/admin/users). The actions are the spec's user actions (common/moderation.ts).
 */

export const MEMBERS_PAGE_SIZE = 20;
export const MEMBERS_SEARCH_MAX_LENGTH = 100;
/** Bounded, so a made-up page number cannot make the database walk the whole table. */
export const MEMBERS_PAGE_MAX = 500;

export const MEMBER_LIST_MESSAGES = {
  searchTooLong: `The search must be at most ${MEMBERS_SEARCH_MAX_LENGTH} characters.`,
  page: `The page must be a whole number from 1 to ${MEMBERS_PAGE_MAX}.`,
} as const;

export const membersQuerySchema = z.object({
  /** Part of a name ("ada lov") or of an e-mail address; blank lists everyone, newest first. */
  q: z
    .string({ error: MEMBER_LIST_MESSAGES.searchTooLong })
    .trim()
    .max(MEMBERS_SEARCH_MAX_LENGTH, { error: MEMBER_LIST_MESSAGES.searchTooLong })
    .optional()
    .transform((value) => value || undefined),
  page: z.coerce
    .number({ error: MEMBER_LIST_MESSAGES.page })
    .int({ error: MEMBER_LIST_MESSAGES.page })
    .min(1, { error: MEMBER_LIST_MESSAGES.page })
    .max(MEMBERS_PAGE_MAX, { error: MEMBER_LIST_MESSAGES.page })
    .default(1),
});
export type MembersQuery = z.input<typeof membersQuerySchema>;

export const adminMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The sanction in force (a suspension that has ended reads as warned or active). */
  status: z.enum(ACCOUNT_STATUSES),
  warningCount: z.number().int(),
  suspendedUntil: z.string().nullable(),
  bannedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const membersPageSchema = z.object({
  members: z.array(adminMemberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MembersPage = z.infer<typeof membersPageSchema>;
