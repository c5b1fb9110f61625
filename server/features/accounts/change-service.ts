import { SETTINGS_MESSAGES } from '../../../common/settings';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { passwordsOf } from '../../platform/passwords';
import * as sessionRepository from '../../platform/sessions/repository';
import * as accountsRepository from './repository';
import { sendVerification } from './service';
import { emailChangedMail, passwordChangedMail } from './change-mails';
import { findUserByEmail, updateUser } from '../../core/people/user-repository';
import { isUniqueViolation } from '../../platform/database-errors';
import { siteNameOf } from '../../core/site/site';
import { refuseDomainOf } from '../../core/joining/admission';
import { requireFreshCode } from '../../core/second-factor/codes';
import { translatorOf } from '../../core/people/language';

type Deps = AppDependencies;

/**
 * Decision 6: the new address becomes the account's address at once, unverified, and gets a
 * verification link; this session stays. A taken address gets the same answer and changes
 * nothing (docs/decisions/0008).
 */
export async function changeEmail(deps: Deps, user: UserRow, input: { newEmail: string; password: string; code?: string }): Promise<void> {
  const { db } = deps.database;
  if (input.newEmail === user.email) throw badRequest(SETTINGS_MESSAGES.sameEmail);
  // The operator's domain lists hold for a new address as for a first one (decision 0024).
  await refuseDomainOf(db, input.newEmail, 'newEmail');
  if (!(await passwordsOf(deps).verify(user.passwordHash, input.password))) throw badRequest(SETTINGS_MESSAGES.passwordIncorrect);
  // Decision 0025: with two-factor sign-in, a stolen session plus password is not enough.
  await requireFreshCode(deps, user.id, input.code || undefined);
  if (await findUserByEmail(db, input.newEmail)) return;
  let updated: UserRow | null;
  try {
    updated = await updateUser(db, user.id, { email: input.newEmail, emailVerified: false });
  } catch (error) {
    // Taken between the look-up and the update: the unique index decides, same answer.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  if (!updated) return;
  // Links sent to the old address already fail (they name it); spend them so none lingers.
  const now = new Date();
  await accountsRepository.expireTokensOfUser(db, user.id, 'verify-email', now);
  await accountsRepository.expireTokensOfUser(db, user.id, 'reset-password', now);
  await sendVerification(deps, updated);
  deps.mailer.send(emailChangedMail(await translatorOf(deps, user.id), user.email, user.firstName, updated.email, `${deps.config.appUrl}/forgot-password`, await siteNameOf(deps)));
}

/** Sets the new password and signs out every other session; the one making the change stays. */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  currentSessionId: string | null,
  input: { currentPassword: string; newPassword: string; code?: string },
): Promise<void> {
  const { db } = deps.database;
  // A rule on the new password itself, like its length: checked first, and it reveals nothing.
  await passwordsOf(deps).refuseCommon(input.newPassword, 'newPassword');
  if (!(await passwordsOf(deps).verify(user.passwordHash, input.currentPassword))) {
    throw badRequest(SETTINGS_MESSAGES.currentPasswordIncorrect);
  }
  if (input.newPassword === input.currentPassword) throw badRequest(SETTINGS_MESSAGES.samePassword);
  await requireFreshCode(deps, user.id, input.code || undefined);
  const passwordHash = await passwordsOf(deps).hash(input.newPassword);
  await updateUser(db, user.id, { passwordHash });
  await sessionRepository.deleteSessionsOfUser(db, user.id, currentSessionId ?? undefined);
  await accountsRepository.expireTokensOfUser(db, user.id, 'reset-password', new Date());
  deps.mailer.send(passwordChangedMail(await translatorOf(deps, user.id), user.email, user.firstName, `${deps.config.appUrl}/forgot-password`, await siteNameOf(deps)));
}
