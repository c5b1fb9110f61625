import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth';
import { LOCALE_LABELS, LOCALES, type Locale } from './i18n/locales';
import { THEMES } from './limits';

/**
 * Settings (projects spec §3, §7, §9) and the Account tab's calls. The routes validate with these
 * schemas and the Settings forms import them, so a rule or a message is written once.
 */

/**
 * The languages the interface offers: the ones it ships in (decision 0033). A setting is a language
 * the person can read the site in, so nothing else is accepted.
 */
export const LANGUAGES = LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code] }));
export const LANGUAGE_CODES: readonly string[] = LOCALES;
export type LanguageCode = Locale;

export const DEFAULT_SETTINGS = {
  emailNotifications: true,
  projectNotifications: true,
  messageNotifications: true,
  publicProfile: true,
  theme: 'dark',
  language: 'en',
  timezone: 'UTC',
  signInAlerts: true,
} as const satisfies Settings;

/**
 * The canonical IANA name of a zone ("europe/oslo" → "Europe/Oslo"), or null when the runtime does
 * not know it. Intl is the authority on both sides, so the server accepts what the browser offers.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const INVALID_TIMEZONE_MESSAGE = 'Please choose a valid time zone';
export const INVALID_LANGUAGE_MESSAGE = 'Please choose a supported language';
export const INVALID_THEME_MESSAGE = 'Theme must be light, dark or system';

const flag = (label: string) => z.boolean({ error: `${label} must be true or false` });

export const settingsSchema = z.object({
  emailNotifications: z.boolean(),
  projectNotifications: z.boolean(),
  messageNotifications: z.boolean(),
  publicProfile: z.boolean(),
  theme: z.enum(THEMES),
  language: z.string(),
  timezone: z.string(),
  /** Beyond the spec (decision 0026): an e-mail when a new browser or device signs in. */
  signInAlerts: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** PUT /api/settings: any subset of the fields; what is absent stays as it is. */
export const updateSettingsSchema = z.object({
  emailNotifications: flag('Email notifications').optional(),
  projectNotifications: flag('Project notifications').optional(),
  messageNotifications: flag('Message notifications').optional(),
  publicProfile: flag('Public profile').optional(),
  signInAlerts: flag('Sign-in alerts').optional(),
  theme: z.enum(THEMES, { error: INVALID_THEME_MESSAGE }).optional(),
  language: z
    .string({ error: INVALID_LANGUAGE_MESSAGE })
    .trim()
    .toLowerCase()
    .refine((value) => LANGUAGE_CODES.includes(value), { error: INVALID_LANGUAGE_MESSAGE })
    .optional(),
  timezone: z
    .string({ error: INVALID_TIMEZONE_MESSAGE })
    .trim()
    .transform((value, context) => {
      const zone = canonicalTimeZone(value);
      if (zone) return zone;
      context.addIssue({ code: 'custom', message: INVALID_TIMEZONE_MESSAGE });
      return z.NEVER;
    })
    .optional(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
export type UpdateSettings = z.output<typeof updateSettingsSchema>;

/** Account tab: a new address, confirmed with the current password. */
export const changeEmailSchema = z.object({
  newEmail: emailSchema('Please enter a valid email address'),
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, { error: 'Please enter your password' })
    .max(1024, { error: 'Password is too long' }),
  /** With two-factor sign-in on, a fresh code (decision 0025). */
  code: z.string().trim().max(40, { error: 'Code is too long' }).optional(),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password' })
      .min(1, { error: 'Please enter your current password' })
      .max(1024, { error: 'Password is too long' }),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm your new password' }),
    /** With two-factor sign-in on, a fresh code (decision 0025). */
    code: z.string().trim().max(40, { error: 'Code is too long' }).optional(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** DELETE /api/auth/delete-account: the spec sends no body; a password, when given, must match. */
export const deleteAccountSchema = z
  .object({ password: z.string().max(1024, { error: 'Password is too long' }).optional() })
  .nullish();

export const SETTINGS_MESSAGES = {
  emailChangeSent: 'Check your new address: we sent it a verification link. Until you verify it, you stay signed in here but cannot sign in elsewhere.',
  sameEmail: 'This is already your email address',
  passwordIncorrect: 'Password is incorrect',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed. Your other sessions have been signed out.',
  samePassword: 'The new password must be different from the current one',
  accountDeleted: 'Your account has been deleted.',
} as const;

/** The downloaded file's name: shipyard-export-YYYY-MM-DD.json (UTC date). */
export function exportFileName(date: Date): string {
  return `shipyard-export-${date.toISOString().slice(0, 10)}.json`;
}
