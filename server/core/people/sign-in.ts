import { JOINING_MESSAGES } from '../../../common/joining';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../platform/errors';

export const NEEDS_VERIFICATION_MESSAGE =
  'Please verify your email address before signing in. Check your inbox for the verification link.';

/**
 * Who may open a session, whatever the way in (password, passkey): decision 6 (a verified address)
 * and decision 0024 (admitted by the staff). Throws the 403 the sign-in page knows.
 */
export function assertMaySignIn(user: UserRow): void {
  if (!user.emailVerified) throw forbidden(NEEDS_VERIFICATION_MESSAGE, { needsVerification: true });
  if (user.joiningStatus === 'pending') throw forbidden(JOINING_MESSAGES.pendingApproval, { pendingApproval: true });
}
