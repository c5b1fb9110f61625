import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pendingSignIns, secondFactorFailures } from '../../db/schema';

/**
 * Claims one of a pending sign-in's `max` attempts with a code, before the code is checked: one
 * update, so of any number of requests at once only `max` get one (decision 0025, addendum).
 * Answers which attempt this is (1 to `max`), or null when the sign-in is unknown, spent, expired
 * or out of attempts.
 */
export async function claimPendingAttempt(db: Executor, tokenHash: string, max: number, now: Date): Promise<number | null> {
  const [claimed] = await db
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(
      sql`${pendingSignIns.tokenHash} = ${tokenHash} and ${pendingSignIns.usedAt} is null and ${pendingSignIns.expiresAt} > ${now.toISOString()}::timestamptz and ${pendingSignIns.failedAttempts} < ${max}`,
    )
    .returning({ attempt: pendingSignIns.failedAttempts });
  return claimed?.attempt ?? null;
}

export interface FailureSchedule {
  /** Wrong codes between two pauses. */
  perPause: number;
  firstPauseMs: number;
  longestPauseMs: number;
}

/**
 * Counts one code of the account as wrong before it is checked (a right one clears the count), in
 * one statement, so parallel guesses cannot all read the same count. The claim that brings the
 * count to a multiple of `perPause` starts a pause: the first `firstPauseMs`, each next one twice
 * the one before, at most `longestPauseMs` (`perPause` is more than one: a first wrong code never
 * pauses). Null while a pause is running (nothing is counted).
 */
export async function claimCodeAttempt(db: Executor, userId: string, schedule: FailureSchedule, now: Date): Promise<{ failures: number; lockedUntil: Date | null } | null> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const next = sql`${secondFactorFailures.failures} + 1`;
  const pause = sql`least(${schedule.firstPauseMs}::float8 * power(2, (${next}) / ${schedule.perPause}::int - 1), ${schedule.longestPauseMs}::float8) * interval '1 millisecond'`;
  const [row] = await db
    .insert(secondFactorFailures)
    .values({ userId, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: secondFactorFailures.userId,
      set: {
        failures: next,
        lockedUntil: sql`case when (${next}) % ${schedule.perPause}::int = 0 then ${at} + ${pause} else ${secondFactorFailures.lockedUntil} end`,
        updatedAt: now,
      },
      setWhere: sql`${secondFactorFailures.lockedUntil} is null or ${secondFactorFailures.lockedUntil} <= ${at}`,
    })
    .returning({ failures: secondFactorFailures.failures, lockedUntil: secondFactorFailures.lockedUntil });
  return row ?? null;
}

/** When the account's running pause ends, or null when none runs. */
export async function pausedUntil(db: Executor, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: secondFactorFailures.lockedUntil }).from(secondFactorFailures).where(eq(secondFactorFailures.userId, userId)).limit(1);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** A successful second step: the count and any pause go. */
export async function clearCodeFailures(db: Executor, userId: string): Promise<void> {
  await db.delete(secondFactorFailures).where(eq(secondFactorFailures.userId, userId));
}
