import { ROLES } from './roles';
import { z } from 'zod';
import { normaliseEmailAddress } from './email-address';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
import { registerJoiningFields } from './joining';
import { singleLineText } from './text';

/** Schemas for the account calls; the forms and the routes both validate with these. */

export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
const EMAIL_TOO_LONG_MESSAGE = 'Email address is too long';

/**
 * One reading of an address for every way one arrives (common/email-address.ts: NFKC, one `@`,
 * the domain's trailing dot dropped and IDN to punycode), then the validity check; a sign-in
 * provider's address goes through this same schema (decision 0026).
 */
const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: EMAIL_TOO_LONG_MESSAGE })
    .transform((value, context) => {
      const normalised = normaliseEmailAddress(value);
      if (normalised === null) context.addIssue({ code: 'custom', message });
      return normalised ?? value;
    })
    .pipe(z.email({ error: message }).max(EMAIL_MAX_LENGTH, { error: EMAIL_TOO_LONG_MESSAGE }));

/**
 * The server refuses a new password found in the list of common and breached passwords (ASVS 5.0
 * 6.2.4, server/platform/passwords.ts); the list stays out of the browser bundle, so the forms
 * learn of it from the answer, which names the password field with this message.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

/** Names are greeted in e-mails ("Hi Ada,"): one line, no controls (common/text.ts). */
const personName = (label: string) =>
  singleLineText(label, z.string({ error: `${label} is required` }))
    .min(1, { error: `${label} is required` })
    .max(NAME_MAX_LENGTH, { error: `${label} must be at most ${NAME_MAX_LENGTH} characters` });

export const registerSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: email(INVALID_EMAIL_MESSAGE),
    password: newPassword,
    confirmPassword: z.string({ error: 'Please confirm your password' }),
    // Who may join (decision 0024): optional, so a registration as the spec has it still works.
    ...registerJoiningFields,
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: email(INVALID_EMAIL_MESSAGE),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(1024, { error: 'Password is too long' }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: email('Please enter a valid email address'),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/**
 * The banner sends {email}; the verify screen sends nothing and relies on the session. A POST
 * without a body reaches the validator as null (not undefined), hence nullish.
 */
export const resendVerificationSchema = z
  .object({ email: email('Please enter a valid email address').optional() })
  .nullish();

export const tokenQuerySchema = z.object({
  token: z.string().trim().min(1, { error: 'Token is required' }).max(200, { error: 'Token is too long' }),
});

export const resetPasswordSchema = z.object({
  token: z.string().trim().min(1, { error: 'Token is required' }).max(200, { error: 'Token is too long' }),
  password: newPassword,
});

/** The form adds a confirmation that never leaves the browser. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });

export const ACCOUNT_STATUSES = ['active', 'warned', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export { ROLES, type Role } from './roles';

/** What GET /api/auth/user returns: the whole account as its owner may see it. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  /** The bio rendered from its Markdown by the server, sanitized (decision 0030). */
  bioHtml: z.string().nullable(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  publicEmail: z.string().nullable(),
  github: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  facebook: z.string().nullable(),
  gitlab: z.string().nullable(),
  stackoverflow: z.string().nullable(),
  youtube: z.string().nullable(),
  twitch: z.string().nullable(),
  steam: z.string().nullable(),
  itchio: z.string().nullable(),
  devto: z.string().nullable(),
  medium: z.string().nullable(),
  skills: z.array(z.string()),
  status: z.enum(ACCOUNT_STATUSES),
  bannedAt: z.string().nullable(),
  banReason: z.string().nullable(),
  suspendedUntil: z.string().nullable(),
  warningCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const messageSchema = z.object({ message: z.string() });

export const sessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
  /** How the session signed in (decision 0026): 'password', 'provider:github', … */
  signInMethod: z.string(),
  /** The same in words: "Password", "GitHub", "Passkey", … */
  signInMethodLabel: z.string(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The address, new-password and name rules, reused by the Settings and profile schemas. */
export { email as emailSchema, newPassword as newPasswordSchema, personName as personNameSchema };

/** In a zod-free module of its own, since every page's shell reads `next` (issue 11). */
export { safeLocalPath } from './safe-local-path';
