import { randomUUID } from 'node:crypto';
import { RESET_TOKEN_LIFETIME_MS, VERIFICATION_TOKEN_LIFETIME_MS } from '../../../common/limits';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { badRequest, invalidField, unauthorized } from '../../platform/errors';
import { passwordsOf } from '../../platform/passwords';
import * as sessionRepository from '../../platform/sessions/repository';
import { hashToken, newToken } from '../../platform/sessions/tokens';
import { alreadyRegisteredMail, resetPasswordMail, verificationMail } from './mails';
import * as repository from './repository';
import { findUserByEmail, findUserById, updateUser } from '../../core/people/user-repository';
import { siteNameOf } from '../../core/site/site';
import { SOURCE_LOCALE, type Locale } from '../../../common/i18n/locales';
import { translatorOf } from '../../core/people/language';
import { insertLanguageIfUnset } from '../../core/people/settings-repository';
import { JOINING_MESSAGES } from '../../../common/joining';
import { admissionFor, type JoiningRequest } from '../../core/joining/admission';
import { spendInvitation } from '../../core/joining/invitation-repository';
import { assertMaySignIn, NEEDS_VERIFICATION_MESSAGE } from '../../core/people/sign-in';

export const MESSAGES = {
  registered: 'Account created. Please check your e-mail to verify your address before signing in.',
  invalidCredentials: 'Invalid email or password',
  needsVerification: NEEDS_VERIFICATION_MESSAGE,
  verified: 'Your email address has been verified.',
  invalidVerificationLink: 'This verification link is invalid, has expired or has already been used.',
  resendSent: 'If that address belongs to an account that still needs verification, a new verification email has been sent.',
  resendNeedsEmail: 'Please enter your email address to receive a new verification link.',
  forgotSent: 'If an account exists for that email address, a password reset link has been sent.',
  invalidResetLink: 'This password reset link is invalid, has expired or has already been used.',
  resetDone: 'Your password has been reset. Please sign in again on all your devices.',
  validResetLink: 'The reset link is valid.',
  loggedOut: 'You have been signed out.',
} as const;

type Deps = AppDependencies;

/** What registering answers: the spec's message, or the approval one when the staff must review. */
export async function register(
  deps: Deps,
  input: { email: string; password: string; firstName: string; lastName: string } & JoiningRequest,
  /** The language the person registered in: their Settings language from now on (decision 0033). */
  locale: Locale = SOURCE_LOCALE,
): Promise<{ message: string }> {
  const { db } = deps.database;
  const now = new Date();
  const operator = deps.config.adminEmails.includes(input.email);
  // Who may join (decision 0024) first: cheap, and the same for taken and new addresses.
  const admission = await admissionFor(db, input, operator, now);
  const message = admission.joiningStatus === 'pending' ? JOINING_MESSAGES.registeredPending : MESSAGES.registered;
  // Before the look-up, so a taken address gets the same answer as a new one (decision 0001).
  await passwordsOf(deps).refuseCommon(input.password, 'password');
  const passwordHash = await passwordsOf(deps).hash(input.password);
  const user = await db.transaction(async (tx) => {
    const row = await repository.insertUser(tx, {
      id: randomUUID(),
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: operator ? 'admin' : 'user',
      joiningStatus: admission.joiningStatus,
      joinAnswer: admission.joinAnswer,
      termsAcceptedAt: admission.termsAcceptedAt,
    });
    // A taken address spends no invitation; an invitation used up meanwhile undoes the insert.
    if (!row || !admission.invitationCode) return row;
    const invitation = await spendInvitation(tx, admission.invitationCode, now);
    if (!invitation) throw invalidField('invitationCode', JOINING_MESSAGES.invalidInvitation);
    return (await updateUser(tx, row.id, { invitedBy: invitation.createdBy, invitationId: invitation.id })) ?? row;
  });
  if (!user) {
    // Decision 0001: the answer is the same as for a new address; only the owner learns of it.
    const existing = await findUserByEmail(db, input.email);
    if (!existing) return { message };
    if (!existing.emailVerified) {
      await sendVerification(deps, existing);
      return { message };
    }
    const t = await translatorOf(deps, existing.id);
    deps.mailer.send(
      alreadyRegisteredMail(t, existing.email, existing.firstName, `${deps.config.appUrl}/login`, `${deps.config.appUrl}/forgot-password`, await siteNameOf(deps)),
    );
    return { message };
  }
  await deps.events.emit('person-joined', { userId: user.id });
  if (locale !== SOURCE_LOCALE) await insertLanguageIfUnset(db, user.id, locale);
  await sendVerification(deps, user);
  return { message };
}

export async function sendVerification(deps: Deps, user: UserRow): Promise<void> {
  const token = newToken();
  await repository.insertToken(deps.database.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'verify-email',
    email: user.email,
    expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_LIFETIME_MS),
  });
  const link = `${deps.config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  deps.mailer.send(verificationMail(await translatorOf(deps, user.id), user.email, user.firstName, link, await siteNameOf(deps)));
}

/** Checks the credentials; the caller opens the session. */
export async function authenticate(deps: Deps, input: { email: string; password: string }): Promise<UserRow> {
  const user = await findUserByEmail(deps.database.db, input.email);
  const valid = user ? await passwordsOf(deps).verify(user.passwordHash, input.password) : await passwordsOf(deps).verifyAgainstDecoy(input.password);
  if (!user || !valid) throw unauthorized(MESSAGES.invalidCredentials);
  // Decision 0024 too: verified, but not yet admitted by the staff; no session is opened.
  assertMaySignIn(user);
  return user;
}

export async function verifyEmail(deps: Deps, token: string): Promise<UserRow> {
  const { db } = deps.database;
  const now = new Date();
  const spent = await repository.consumeToken(db, hashToken(token), 'verify-email', now);
  const user = spent ? await findUserById(db, spent.userId) : null;
  // A link sent to an address the account no longer uses proves nothing about the current one.
  if (!spent || !user || user.email !== spent.email) throw badRequest(MESSAGES.invalidVerificationLink);
  if (user.emailVerified) return user;
  // The database stamps first_verified_at (migration 0006).
  const verified = (await updateUser(db, user.id, { emailVerified: true })) ?? user;
  return verified;
}

export async function resendVerification(deps: Deps, email: string | undefined, signedIn: UserRow | null): Promise<void> {
  const address = email ?? signedIn?.email;
  if (!address) throw badRequest(MESSAGES.resendNeedsEmail);
  const user = await findUserByEmail(deps.database.db, address);
  if (user && !user.emailVerified) await sendVerification(deps, user);
}

export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const now = new Date();
  await repository.expireTokensOfUser(db, user.id, 'reset-password', now);
  const token = newToken();
  await repository.insertToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'reset-password',
    email: user.email,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
  });
  const link = `${deps.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  deps.mailer.send(resetPasswordMail(await translatorOf(deps, user.id), user.email, user.firstName, link, await siteNameOf(deps)));
}

export async function validateResetToken(deps: Deps, token: string): Promise<void> {
  const found = await repository.findUsableToken(deps.database.db, hashToken(token), 'reset-password', new Date());
  if (!found) throw badRequest(MESSAGES.invalidResetLink);
}

export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const { db } = deps.database;
  // A refused password, like a too-short one, does not spend the link.
  await passwordsOf(deps).refuseCommon(password, 'password');
  // Hash before spending the token, so no transaction waits on argon2 and a crash spends nothing.
  const passwordHash = await passwordsOf(deps).hash(password);
  const spent = await repository.consumeToken(db, hashToken(token), 'reset-password', new Date());
  if (!spent) throw badRequest(MESSAGES.invalidResetLink);
  const user = await findUserById(db, spent.userId);
  if (!user || user.email !== spent.email) throw badRequest(MESSAGES.invalidResetLink);
  // Following the link proves the address too.
  await updateUser(db, user.id, { passwordHash, emailVerified: true });
  await sessionRepository.deleteSessionsOfUser(db, user.id);
}
