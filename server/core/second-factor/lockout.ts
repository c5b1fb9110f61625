import { TWO_FACTOR_MESSAGES } from '../../../common/two-factor';
import type { AppDependencies } from '../dependencies';
import { tooManyRequests } from '../../platform/errors';
import { claimCodeAttempt, clearCodeFailures, type FailureSchedule, pausedUntil } from './failures-repository';

const MINUTE = 60 * 1000;

/**
 * Decision 0025, addendum: ten wrong codes, then a pause of 15 minutes; ten more, 30; then an
 * hour, and so on, never more than a day, until the account's next successful second step. Over a
 * month that is a few hundred guesses at a six-digit code rather than thirty thousand.
 */
export const CODE_FAILURE_SCHEDULE: FailureSchedule = { perPause: 10, firstPauseMs: 15 * MINUTE, longestPauseMs: 24 * 60 * MINUTE };

function paused(until: Date, now: Date) {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return tooManyRequests(seconds, TWO_FACTOR_MESSAGES.tooManyWrongCodes(Math.ceil(seconds / 60)));
}

/**
 * Counts a code of the account before it is checked; throws 429 (with Retry-After) while a pause
 * runs. Answers whether this very code started a pause, so the owner is told once per ten.
 */
export async function countCodeAttempt(deps: AppDependencies, userId: string, now = new Date()): Promise<{ startedPause: Date | null; failures: number }> {
  const { db } = deps.database;
  const claim = await claimCodeAttempt(db, userId, CODE_FAILURE_SCHEDULE, now);
  if (!claim) {
    const until = await pausedUntil(db, userId, now);
    // The pause ended between the two reads: count again.
    if (!until) return countCodeAttempt(deps, userId, new Date());
    throw paused(until, now);
  }
  return { startedPause: claim.lockedUntil && claim.lockedUntil > now ? claim.lockedUntil : null, failures: claim.failures };
}

export async function clearCodeAttempts(deps: AppDependencies, userId: string): Promise<void> {
  await clearCodeFailures(deps.database.db, userId);
}
