import { PENDING_SIGN_IN_LIFETIME_MS, type SecondFactorMethod, type SecondFactorRequired } from '../../../common/two-factor';
import type { AppDependencies } from '../dependencies';
import { hashToken, newToken } from '../../platform/sessions/tokens';
import * as repository from './repository';

export const SECOND_STEP_MESSAGE = 'Enter the code from your authenticator app, a recovery code, or use a passkey.';

/**
 * Called by the password sign-in once the password is right, and by a provider's sign-in
 * (`firstFactor` `provider:<id>`, decision 0039): null when the account has no
 * two-factor sign-in (a session opens as before), else the answer naming the second step. The
 * token is 256 random bits; only its hash is stored, with the account and a five-minute expiry.
 */
export async function beginSecondStep(deps: AppDependencies, userId: string, firstFactor = 'password'): Promise<SecondFactorRequired | null> {
  const { db } = deps.database;
  const totp = await repository.findTotp(db, userId);
  if (!totp?.enabledAt) return null;
  const now = new Date();
  await repository.deleteStalePendingSignIns(db, userId, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_LIFETIME_MS);
  await repository.insertPendingSignIn(db, { tokenHash: hashToken(token), userId, expiresAt, firstFactor });
  const methods: SecondFactorMethod[] = ['totp', 'recovery-code'];
  if ((await repository.passkeyCount(db, userId)) > 0) methods.push('passkey');
  return { secondFactorRequired: true, message: SECOND_STEP_MESSAGE, pendingSignIn: token, expiresAt: expiresAt.toISOString(), methods };
}
