import { z } from 'zod';

/**
 * "Recent proof" (decision 0039): adding a way into an account or taking one away, and deleting
 * it, need the password or a current code given in the last few minutes, so a stolen session
 * cookie alone cannot make itself permanent.
 */

/** How long a proof lasts: one sign-in or confirmation covers the next few minutes of changes. */
export const RECENT_PROOF_WINDOW_MS = 10 * 60 * 1000;

/** The stable `code` of the 403; the web app answers it with its re-confirmation dialog. */
export const RECENT_PROOF_REQUIRED = 'recent_proof_required';

export const RECENT_PROOF_MESSAGES = {
  required: 'Confirm it is you: enter your password (or a code from your authenticator app) and try again.',
  confirmed: 'Thanks, it is you. You can go ahead for the next few minutes.',
  noPassword: 'This account has no password. Confirm with a code from your authenticator app, or sign in again.',
  noTwoFactor: 'Two-factor sign-in is not on for this account. Confirm with your password, or sign in again.',
  oneOf: 'Send either password or code',
} as const;

/** POST /api/auth/confirm: exactly one of the password or a code (authenticator or recovery code). */
export const confirmSchema = z
  .object({
    password: z.string().min(1, { error: 'Please enter your password' }).max(1024, { error: 'Password is too long' }).optional(),
    code: z.string().trim().min(1, { error: 'Enter a code from your authenticator app or a recovery code.' }).max(40, { error: 'Code is too long' }).optional(),
  })
  .refine((value) => (value.password === undefined) !== (value.code === undefined), { error: RECENT_PROOF_MESSAGES.oneOf, path: ['password'] });
export type ConfirmInput = z.input<typeof confirmSchema>;

export const confirmAnswerSchema = z.object({ message: z.string(), provedUntil: z.string() });
