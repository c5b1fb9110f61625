import { z } from 'zod';
import { currentUserSchema } from './auth';

/** Two-factor sign-in and passkeys (issue 15, decision 0025): the calls' shapes and texts. */

export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may take. */
export const PENDING_SIGN_IN_LIFETIME_MS = 5 * 60 * 1000;
/** Codes one pending sign-in takes before the password is asked again (a right one ends it sooner). */
export const PENDING_SIGN_IN_MAX_FAILURES = 5;
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter a code from your authenticator app or a recovery code.',
  codeInvalid: 'That code is not valid. Check your authenticator app and try again.',
  codeReused: 'That code has already been used. Wait for the next code in your authenticator app.',
  recoveryCodeInvalid: 'That recovery code is not valid or has already been used.',
  signInExpired: 'This sign-in has expired or was already completed. Please sign in again.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  noSetup: 'Start the set-up again: scan a new QR code first.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  passkeyFailed: 'The passkey could not be verified. Please try again.',
  passkeyUnknown: 'This passkey is not registered here. Sign in with your password, or use another passkey.',
  passkeyExpired: 'The passkey request has expired. Please try again.',
  passkeyNotFound: 'Passkey not found',
  passkeyRemoved: 'Passkey removed.',
  lastPasskey: 'This passkey is your only way to sign in. Set a password (through "Forgot password") or link another account first.',
  tooManyWrongCodes: (minutes: number) => `Too many wrong codes for this account. Please wait ${minutes} min before trying another code.`,
  staffNeedsTwoFactor: 'Staff accounts must turn on two-factor sign-in (Settings → Security) before using staff tools.',
  turnOnYourselfFirst: 'Turn on two-factor sign-in for your own account first (Settings → Security).',
} as const;

/** A six-digit code (spaces allowed, as apps show "123 456") or a recovery code. */
export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, { error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(40, { error: 'Code is too long' });

const pendingToken = z
  .string({ error: 'pendingSignIn is required' })
  .min(1, { error: 'pendingSignIn is required' })
  .max(200, { error: 'pendingSignIn is too long' });

export const SECOND_FACTOR_METHODS = ['totp', 'recovery-code', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** What POST /api/auth/login answers instead of the user when the account has two-factor sign-in. */
export const secondFactorRequiredSchema = z.object({
  secondFactorRequired: z.literal(true),
  message: z.string(),
  /** Send it back to the second step; it works once, for this account, for five minutes. */
  pendingSignIn: z.string(),
  expiresAt: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

export const loginAnswerSchema = z.union([currentUserSchema, secondFactorRequiredSchema]);

/** POST /api/auth/login/second-factor: exactly one of the code, the recovery code or the passkey's answer. */
export const secondStepSchema = z
  .object({
    pendingSignIn: pendingToken,
    code: twoFactorCodeSchema.optional(),
    recoveryCode: twoFactorCodeSchema.optional(),
    passkey: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((value) => [value.code, value.recoveryCode, value.passkey].filter((each) => each !== undefined).length === 1, {
    error: 'Send one of code, recoveryCode or passkey',
    path: ['code'],
  });
export type SecondStepInput = z.input<typeof secondStepSchema>;

export const pendingSignInSchema = z.object({ pendingSignIn: pendingToken });

export const codeBodySchema = z.object({ code: twoFactorCodeSchema });

export const twoFactorStatusSchema = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeyCount: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const totpSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const recoveryCodesSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });

export const passkeyNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(PASSKEY_NAME_MAX_LENGTH, { error: `Name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters` });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const addPasskeySchema = z.object({ name: passkeyNameSchema, response: z.record(z.string(), z.unknown()) });
export const renamePasskeySchema = z.object({ name: passkeyNameSchema });
export const passkeySignInSchema = z.object({ response: z.record(z.string(), z.unknown()) });

/** WebAuthn options are the browser library's input, passed through as they are. */
export const webauthnOptionsSchema = z.record(z.string(), z.unknown());


/** GET/PUT /api/admin/security (admins). */
export const securitySettingsSchema = z.object({ requireStaffTwoFactor: z.boolean({ error: 'requireStaffTwoFactor must be true or false' }) });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
