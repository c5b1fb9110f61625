import { z } from 'zod';
import { secondFactorRequiredSchema } from './two-factor';

/**
 * Sign-in with a code host or an OpenID Connect provider, and how a session signed in (decision
 * 0026). The routes validate with these schemas and the pages import them.
 */

export const PROVIDER_KINDS = ['github', 'gitlab', 'oidc'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/** GET /api/auth/providers: the buttons the sign-in and register pages show. */
export const providerSummarySchema = z.object({ id: z.string(), name: z.string(), kind: z.enum(PROVIDER_KINDS) });
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

/** POST /api/auth/providers/:id/start */
export const startProviderSchema = z.object({
  intent: z.enum(['sign-in', 'link'], { error: "Intent must be 'sign-in' or 'link'" }).default('sign-in'),
  next: z.string().max(2000).optional(),
  invitationCode: z.string().max(100).optional(),
  acceptTerms: z.boolean().optional(),
  joinAnswer: z.string().max(2000).optional(),
});
export type StartProviderInput = z.input<typeof startProviderSchema>;

/** POST /api/auth/providers/:id/callback: the query string the provider sent the browser back with. */
export const providerCallbackSchema = z.object({
  query: z.string({ error: 'The query the provider returned is missing' }).max(8000, { error: 'The query the provider returned is too long' }),
});

export const providerCallbackAnswerSchema = z.discriminatedUnion('outcome', [
  /** Signed in (an existing linked account, or a new one just made). */
  z.object({ outcome: z.literal('signed-in'), next: z.string(), created: z.boolean() }),
  /** Linked to the signed-in account (from Settings or after the confirmation). */
  z.object({ outcome: z.literal('linked'), next: z.string() }),
  /** An account has this verified address: its owner must sign in the usual way and confirm. */
  z.object({ outcome: z.literal('link-required'), email: z.string(), providerName: z.string() }),
  /** Account made in approval mode: the staff admit it first. */
  z.object({ outcome: z.literal('pending'), message: z.string() }),
  /**
   * The account has two-factor sign-in (decision 0039): no session yet; the second step as after a
   * password (POST /api/auth/login/second-factor with `pendingSignIn`), then `next`.
   */
  secondFactorRequiredSchema.extend({ outcome: z.literal('second-factor'), next: z.string() }),
]);
export type ProviderCallbackAnswer = z.infer<typeof providerCallbackAnswerSchema>;

export const linkedAccountSchema = z.object({
  provider: z.string(),
  providerName: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** GET /api/auth/linked-accounts: what is linked, and whether the account has a password. */
export const linkedAccountsAnswerSchema = z.object({
  hasPassword: z.boolean(),
  linked: z.array(linkedAccountSchema),
  /** A link waiting for this person's confirmation (made by a sign-in with a matching address). */
  offer: z.object({ provider: z.string(), providerName: z.string(), label: z.string() }).nullable(),
});
export type LinkedAccountsAnswer = z.infer<typeof linkedAccountsAnswerSchema>;

export const PROVIDER_MESSAGES = {
  unknownProvider: 'This sign-in provider is not configured on this site.',
  invalidCallback: 'This sign-in attempt is not valid: it has already been used, has expired or was not started in this browser. Please start again.',
  providerRefused: (name: string) => `${name} did not complete the sign-in. Please try again.`,
  providerUnavailable: (name: string) => `${name} could not be reached. Please try again in a moment.`,
  unverifiedEmail: (name: string) =>
    `Your ${name} account has no verified e-mail address. Verify your address at ${name} (or make a verified one primary), then try again.`,
  alreadyLinkedElsewhere: (name: string) => `This ${name} account is already linked to another account here.`,
  alreadyLinked: (name: string) => `A ${name} account is already linked to your account. Unlink it first to link another.`,
  notLinked: (name: string) => `No ${name} account is linked to your account.`,
  lastWayToSignIn: 'This is your only way to sign in. Set a password (through "Forgot password") or link another account first.',
  linked: (name: string) => `Your ${name} account is now linked. You can sign in with it.`,
  unlinked: (name: string) => `Your ${name} account has been unlinked.`,
  noOffer: 'There is no link waiting for your confirmation, or it has expired. Please sign in with the provider again.',
  offerForAnotherAccount: 'This link was offered to another account. Sign in to the account with that e-mail address to confirm it.',
  offerDismissed: 'The link was dismissed.',
  existingUnverified:
    'An account with this e-mail address exists but has not verified it yet. Verify it with the link we sent, sign in, then link this account from Settings.',
  createdPending:
    'Account created. Your request to join now waits for the staff: you will get an e-mail when it has been reviewed.',
} as const;

/** The sessions list's words for how a session signed in; `providerName` names a provider's id. */
export function signInMethodLabel(method: string, providerName: (id: string) => string | undefined): string {
  if (method.startsWith('provider:')) {
    // 'provider:github' or, with the second step of decision 0039, 'provider:github+totp'.
    const [id = '', second] = method.slice('provider:'.length).split('+');
    const name = providerName(id) ?? id;
    const seconds: Record<string, string> = { totp: 'authenticator code', 'recovery-code': 'recovery code', passkey: 'passkey' };
    return second ? `${name} and ${seconds[second] ?? second}` : name;
  }
  const labels: Record<string, string> = {
    password: 'Password',
    'password+totp': 'Password and authenticator code',
    'password+recovery-code': 'Password and recovery code',
    'password+passkey': 'Password and passkey',
    passkey: 'Passkey',
  };
  return labels[method] ?? method;
}
