import { PENDING_SIGN_IN_MAX_FAILURES, TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import type { AppDependencies } from '../../core/dependencies';
import { assertMaySignIn } from '../../core/people/sign-in';
import { findUserById } from '../../core/people/user-repository';
import * as codes from '../../core/second-factor/codes';
import * as failures from '../../core/second-factor/failures-repository';
import { clearCodeAttempts, countCodeAttempt } from '../../core/second-factor/lockout';
import * as secondFactors from '../../core/second-factor/repository';
import { siteNameOf } from '../../core/site/site';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, invalidField } from '../../platform/errors';
import { hashToken } from '../../platform/sessions/tokens';
import { sendWrongCodesAlert } from './wrong-codes-mail';

type Deps = AppDependencies;

export async function statusOf(deps: Deps, userId: string) {
  const { db } = deps.database;
  const [totpEnabled, recoveryCodesLeft, passkeyCount] = await Promise.all([
    codes.totpEnabled(deps, userId),
    secondFactors.unusedRecoveryCodeCount(db, userId),
    secondFactors.passkeyCount(db, userId),
  ]);
  return { totpEnabled, recoveryCodesLeft: totpEnabled ? recoveryCodesLeft : 0, passkeyCount };
}

/** Step one of turning it on: a new secret, shown once as a QR code and as text. */
export async function startSetup(deps: Deps, user: UserRow) {
  const setup = await codes.startTotpSetup(deps, user, await siteNameOf(deps));
  if (!setup) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  return setup;
}

/** Step two: a current code from the app proves it holds the secret; the recovery codes come once. */
export async function confirmSetup(deps: Deps, user: UserRow, code: string): Promise<string[]> {
  const { db } = deps.database;
  const row = await secondFactors.findTotp(db, user.id);
  if (row?.enabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  if (!row) throw badRequest(TWO_FACTOR_MESSAGES.noSetup);
  const result = await codes.verifyTotp(deps, user.id, code.replace(/\s/g, ''), { confirmed: false });
  if (result !== 'ok') throw invalidField('code', result === 'reused' ? TWO_FACTOR_MESSAGES.codeReused : TWO_FACTOR_MESSAGES.codeInvalid);
  await secondFactors.markTotpEnabled(db, user.id, new Date());
  return codes.issueRecoveryCodes(deps, user.id);
}

export async function disable(deps: Deps, user: UserRow, code: string): Promise<void> {
  if (!(await codes.totpEnabled(deps, user.id))) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  await codes.requireFreshCode(deps, user.id, code);
  await secondFactors.deleteTotp(deps.database.db, user.id);
}

export async function regenerateRecoveryCodes(deps: Deps, user: UserRow, code: string): Promise<string[]> {
  if (!(await codes.totpEnabled(deps, user.id))) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  await codes.requireFreshCode(deps, user.id, code);
  return codes.issueRecoveryCodes(deps, user.id);
}

/** How a completed second step signed in, for the sessions list (issue 15's other branch records it). */
export function secondStepMethod(input: { code?: string; recoveryCode?: string; passkey?: unknown }, firstFactor = 'password'): string {
  // After a provider's sign-in (decision 0039) the first part names the provider: 'provider:github+totp'.
  const second = input.passkey !== undefined ? 'passkey' : input.code !== undefined ? 'totp' : 'recovery-code';
  return `${firstFactor}+${second}`;
}

/** The pending sign-in behind a token, or the one refusal for unknown, spent and expired ones. */
export async function pendingSignInOf(deps: Deps, token: string) {
  const pending = await secondFactors.findUsablePendingSignIn(deps.database.db, hashToken(token), new Date());
  if (!pending) throw badRequest(TWO_FACTOR_MESSAGES.signInExpired, { signInExpired: true });
  return pending;
}

/**
 * The second step with a code: the account is the pending sign-in's, never one named in the
 * request. Each code first claims one of the pending sign-in's five attempts and counts against
 * the account (decision 0025, addendum), both in single statements, so parallel guesses get no
 * more; a right code spends the sign-in and clears the account's count. Returns the account to
 * open a session for.
 */
export async function completeWithCode(
  deps: Deps,
  pending: { tokenHash: string; userId: string },
  input: { code?: string; recoveryCode?: string },
  context: { ipAddress: string | null } = { ipAddress: null },
): Promise<UserRow> {
  const { db } = deps.database;
  const pendingAttempt = await failures.claimPendingAttempt(db, pending.tokenHash, PENDING_SIGN_IN_MAX_FAILURES, new Date());
  if (pendingAttempt === null) throw badRequest(TWO_FACTOR_MESSAGES.signInExpired, { signInExpired: true });
  const attempt = await countCodeAttempt(deps, pending.userId);
  let refusal: ReturnType<typeof invalidField> | null = null;
  if (input.code !== undefined) {
    const code = input.code.replace(/\s/g, '');
    const result = /^\d{6}$/.test(code) ? await codes.verifyTotp(deps, pending.userId, code, { confirmed: true }) : 'invalid';
    if (result !== 'ok') refusal = invalidField('code', result === 'reused' ? TWO_FACTOR_MESSAGES.codeReused : TWO_FACTOR_MESSAGES.codeInvalid);
  } else if (!(await codes.spendRecoveryCode(deps, pending.userId, input.recoveryCode ?? ''))) {
    refusal = invalidField('recoveryCode', TWO_FACTOR_MESSAGES.recoveryCodeInvalid);
  }
  if (refusal) {
    // The last wrong code spends the sign-in, for a passkey too: the password is asked again.
    if (pendingAttempt >= PENDING_SIGN_IN_MAX_FAILURES) await secondFactors.spendPendingSignIn(db, pending.tokenHash, new Date());
    // Once per ten wrong codes, as their pause starts: never a mail per code.
    if (attempt.startedPause) await sendWrongCodesAlert(deps, pending.userId, { failures: attempt.failures, until: attempt.startedPause, ipAddress: context.ipAddress });
    throw refusal;
  }
  return finish(deps, pending);
}

/** Spends the pending sign-in (only one request can) and gives its account. */
export async function finish(deps: Deps, pending: { tokenHash: string; userId: string }): Promise<UserRow> {
  const { db } = deps.database;
  const user = await findUserById(db, pending.userId);
  if (!user || !(await secondFactors.spendPendingSignIn(db, pending.tokenHash, new Date()))) {
    throw badRequest(TWO_FACTOR_MESSAGES.signInExpired, { signInExpired: true });
  }
  // The account may have changed in the five minutes (a new, unverified address, say).
  assertMaySignIn(user);
  // A successful second step (code, recovery code or passkey) ends the wrong codes' count and pause.
  await clearCodeAttempts(deps, user.id);
  return user;
}

/** Decision 0025: an admin without two-factor sign-in turning the rule on would shut themselves out. */
export async function setStaffTwoFactorRule(deps: Deps, admin: UserRow, required: boolean): Promise<void> {
  if (required && !(await codes.totpEnabled(deps, admin.id))) throw badRequest(TWO_FACTOR_MESSAGES.turnOnYourselfFirst);
  await secondFactors.writeStaffTwoFactorRule(deps.database.db, required, admin.id);
}
