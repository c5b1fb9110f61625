import { RECENT_PROOF_MESSAGES } from '../../../common/recent-proof';
import { SETTINGS_MESSAGES } from '../../../common/settings';
import type { AppDependencies } from '../../core/dependencies';
import { requireFreshCode, totpEnabled } from '../../core/second-factor/codes';
import type { UserRow } from '../../db/schema';
import { invalidField } from '../../platform/errors';
import { passwordsOf } from '../../platform/passwords';

/**
 * Decision 0039: the signed-in person proves again that they are the account's owner, with the
 * password or a current code of the authenticator app (or an unused recovery code, then spent).
 * An account without a password proves with its code; one with neither signs in again through its
 * provider or with a passkey, which opens a new session with its proof.
 */
export async function checkPassword(deps: AppDependencies, user: UserRow, password: string): Promise<void> {
  if (user.passwordHash === null) throw invalidField('password', RECENT_PROOF_MESSAGES.noPassword);
  if (!(await passwordsOf(deps).verify(user.passwordHash, password))) throw invalidField('password', SETTINGS_MESSAGES.passwordIncorrect);
}

export async function checkCode(deps: AppDependencies, user: UserRow, code: string): Promise<void> {
  // requireFreshCode lets accounts without two-factor sign-in through: here that would be no proof.
  if (!(await totpEnabled(deps, user.id))) throw invalidField('code', RECENT_PROOF_MESSAGES.noTwoFactor);
  await requireFreshCode(deps, user.id, code);
}
