import type { FastifyRequest } from 'fastify';
import { effectiveStatus } from '../../common/account-status';
import type { UserRow } from '../db/schema';
import { forbidden } from './errors';
import { requireUser } from './sessions';

export const BANNED_MESSAGE = 'Your account has been banned.';
export const UNVERIFIED_MESSAGE = 'Please verify your email address to do this. Check your inbox for the verification link.';

const untilFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function suspendedMessage(until: Date): string {
  return `Your account is suspended. You cannot do this until ${untilFormat.format(until)}.`;
}

/**
 * Decision 7: suspended accounts are read-only and banned ones may do almost nothing. Every call
 * that creates or changes content (create, edit, upload, like, comment, follow, message) passes
 * through this one check, so a sanction takes effect everywhere at once. The extra fields let the
 * web app format the date itself.
 *
 * Decision 0015: a session whose address is not verified (after a change of address; other
 * accounts cannot sign in unverified) is read-only like a suspension, until the link is followed.
 * Sanctions are named first: verifying would not lift them.
 */
export function assertActive(user: UserRow, now: Date = new Date()): UserRow {
  const status = effectiveStatus(user, now);
  if (status === 'banned') throw forbidden(BANNED_MESSAGE, { accountStatus: 'banned' });
  if (status === 'suspended' && user.suspendedUntil) {
    throw forbidden(suspendedMessage(user.suspendedUntil), {
      accountStatus: 'suspended',
      suspendedUntil: user.suspendedUntil.toISOString(),
    });
  }
  if (!user.emailVerified) throw forbidden(UNVERIFIED_MESSAGE, { needsVerification: true });
  return user;
}

/** Signed in (else 401 'Unauthorized'), neither suspended nor banned, address verified (else 403). */
export function requireActiveUser(request: FastifyRequest): UserRow {
  return assertActive(requireUser(request));
}

/**
 * Route option for calls that need an active account: the check runs before the body is
 * validated, so a visitor always gets 401 (and a suspended or unverified user 403), never a field
 * error.
 */
export const activeUserFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    requireActiveUser(request);
  },
};

/**
 * Signed in and not banned: for what a suspended account may still do — block, report, withdraw a
 * follow, change settings (decision 7: those protect the person). A ban still refuses them. An
 * unverified address refuses none of them: changing the address again is how a typo is mended.
 */
export function requireUnbannedUser(request: FastifyRequest, now: Date = new Date()): UserRow {
  const user = requireUser(request);
  if (effectiveStatus(user, now) === 'banned') throw forbidden(BANNED_MESSAGE, { accountStatus: 'banned' });
  return user;
}

/** Route option like `activeUserFirst`, for the calls a suspended account may still make. */
export const unbannedUserFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    requireUnbannedUser(request);
  },
};

/**
 * For the calls every signed-in account may make, banned ones included (decision 7: settings,
 * export, deletion). It runs before the body is validated, so a visitor always gets 401, never a
 * field error. The suspended-but-not-banned calls use `unbannedUserFirst`.
 */
export const signedInFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    requireUser(request);
  },
};
