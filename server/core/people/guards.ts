import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../platform/errors';
import { requireUser } from '../../platform/sessions';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import { STAFF_MESSAGES } from '../../../common/staff';
import { actRefusal, protectRefusal, type StandingRefusal, staffRightsPaused } from './policy';

/**
 * The status gate of people policy (`actRefusal`, `protectRefusal`) as route options and answers:
 * the one place a request is checked against it. A route names its gate; its handler then takes
 * the signed-in user with `requireUser`, and the services behind it do not ask again.
 */
export const BANNED_MESSAGE = 'Your account has been banned.';
export const UNVERIFIED_MESSAGE = 'Please verify your email address to do this. Check your inbox for the verification link.';

const untilFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function suspendedMessage(until: Date): string {
  return `Your account is suspended. You cannot do this until ${untilFormat.format(until)}.`;
}

/** The 403 for a refusal; the extra fields let the web app format the date and offer a new link. */
function refusalError(refusal: StandingRefusal) {
  switch (refusal.reason) {
    case 'banned':
      return forbidden(BANNED_MESSAGE, { accountStatus: 'banned' });
    case 'suspended':
      return forbidden(suspendedMessage(refusal.until), { accountStatus: 'suspended', suspendedUntil: refusal.until.toISOString() });
    case 'unverified':
      return forbidden(UNVERIFIED_MESSAGE, { needsVerification: true });
  }
}

/** The user, if the status gate lets them create or change content; else its 403. */
export function assertActive(user: UserRow, now: Date = new Date()): UserRow {
  const refusal = actRefusal(user, now);
  if (refusal) throw refusalError(refusal);
  return user;
}

/**
 * Route option for calls that create or change content: signed in (else 401), admitted by the
 * status gate (else 403). It runs before the body is validated, so a visitor always gets 401 and a
 * suspended or unverified user 403, never a field error.
 */
export const activeUserFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    assertActive(requireUser(request));
  },
};

/** Route option like `activeUserFirst`, for what a suspended account may still do (`protectRefusal`). */
export const unbannedUserFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    const refusal = protectRefusal(requireUser(request));
    if (refusal) throw refusalError(refusal);
  },
};

/**
 * The one gate of every staff tool (decisions 5, 0023, 0040): visitors 401; a moderator or admin
 * whose suspension or ban pauses their powers 403 with `staffPowersPaused`, so the panel can say
 * why; anyone else the rule does not allow 403 with `refusal`. It reads only the person, so it runs
 * before any body or id is looked at.
 */
export function requireStaffRight(
  request: FastifyRequest,
  allowed: (user: UserRow) => boolean,
  refusal: string = MODERATION_MESSAGES.adminOnly,
): UserRow {
  const user = requireUser(request);
  if (staffRightsPaused(user)) throw forbidden(STAFF_MESSAGES.powersPaused, { staffPowersPaused: true });
  if (!allowed(user)) throw forbidden(refusal);
  return user;
}
