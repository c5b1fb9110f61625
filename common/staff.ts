import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits';
import { parseRole, ROLES } from './roles';
import { multiLineText } from './text';

/** Role changes in the admin panel and the first-start setup link (decision 0023). */

export const STAFF_MESSAGES = {
  roleRequired: 'Choose a role: member, moderator or admin.',
  reasonRequired: 'Please give a reason for this role change.',
  emailRequired: 'Enter the e-mail address of the account.',
  lastAdmin: 'You are the last administrator: make someone else an admin before giving up the role.',
  sanctionedStaff: 'This account is suspended or banned: lift the sanction before giving it a staff role.',
  unchanged: 'This account already has that role.',
  changed: 'The role has been changed.',
  adminsOnly: 'Only administrators can do this.',
  powersPaused: 'Your staff rights are paused while your account is suspended or banned.',
  setupUsed: 'This setup link has already been used or has expired. Restart the server for a new one, or use npm run cli -- grant-admin <email>.',
  setupHasAdmin: 'This site already has an administrator: setup links no longer work.',
  setupNeedsVerified: 'Verify your e-mail address before becoming the administrator.',
  setupDone: 'You are now the administrator of this site.',
} as const;

export const userNotFoundMessage = (email: string) => `No account uses the address ${email}`;

export const changeRoleSchema = z.object({
  email: z
    .string({ error: STAFF_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { error: STAFF_MESSAGES.emailRequired })
    .max(EMAIL_MAX_LENGTH, { error: STAFF_MESSAGES.emailRequired }),
  role: z
    .string({ error: STAFF_MESSAGES.roleRequired })
    .transform((value, context) => {
      const role = parseRole(value);
      if (!role) {
        context.addIssue({ code: 'custom', message: STAFF_MESSAGES.roleRequired });
        return z.NEVER;
      }
      return role;
    }),
  reason: multiLineText('The reason', z.string({ error: STAFF_MESSAGES.reasonRequired }))
    .trim()
    .min(1, { error: STAFF_MESSAGES.reasonRequired })
    .max(1000, { error: 'The reason must be at most 1000 characters' }),
});
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const roleChangedSchema = z.object({ message: z.string(), user: staffMemberSchema });

export const setupStatusSchema = z.object({ needsAdmin: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;
export const claimSetupSchema = z.object({ token: z.string({ error: 'Token is required' }).trim().min(1, { error: 'Token is required' }).max(200, { error: 'Token is too long' }) });
