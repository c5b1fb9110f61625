import { effectiveStatus } from '../../../common/account-status';
import { actionDetails, MODERATION_MESSAGES, type ModerationResult } from '../../../common/moderation';
import type { AppDependencies } from '../../core/dependencies';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { canBan, canLift } from '../../core/people/policy';
import { type ActionRecord, finishAction, recordAction, reportFor } from './actions';
import { sanctionRefusal, selfRefusal } from './policy';
import * as targets from './targets-repository';
import { changeCounts, refreshListed } from '../../core/projects/project-repository';

/**
 * Warn, suspend, ban and unban (decision 7). Each runs in one transaction with the account row
 * locked; the sanction itself is enforced elsewhere by the one status gate (core/people/policy.ts, applied by core/people/guards.ts).
 */

type Deps = AppDependencies;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SANCTION_MESSAGES = {
  warned: 'User has been warned.',
  suspended: 'User has been suspended.',
  banned: 'User has been banned.',
  unbanned: 'User has been unbanned.',
} as const;

interface SanctionInput {
  reason: string;
  reportId?: string | undefined;
}

async function sanction(
  deps: Deps,
  admin: UserRow,
  userId: string,
  input: SanctionInput,
  apply: (tx: Executor, target: UserRow) => Promise<{ user: UserRow; record: Omit<ActionRecord, 'admin' | 'reason' | 'targetUserId'> }>,
  message: string,
  checkRefusal = true,
): Promise<ModerationResult> {
  const { db } = deps.database;
  const report = await reportFor(db, input.reportId, (row) => row.reportedUserId === userId, MODERATION_MESSAGES.reportOtherUser);
  const done = await db.transaction(async (tx) => {
    const target = await targets.lockUser(tx, userId);
    if (!target) throw notFound(MODERATION_MESSAGES.userNotFound);
    // Lifting skips the rule of whom one may sanction, never the rule against acting on oneself.
    const refusal = checkRefusal ? sanctionRefusal(admin, target) : selfRefusal(admin, target);
    if (refusal) throw refusal;
    const { user, record: partial } = await apply(tx, target);
    const record: ActionRecord = { admin, reason: input.reason, targetUserId: userId, ...partial };
    if (record.resolve) record.resolve.report = report;
    await recordAction(tx, record);
    return { user, record };
  });
  // A ban or unban moves the person out of or into the directory and its numbers; dropped after
  // the commit, so a refresh cannot store figures read before it. (Warnings cost a recount, rarely.)
  return finishAction(deps, done.record, message, done.user);
}

/**
 * A ban takes the person's comments out of every count, an unban puts them back; hidden ones
 * were never counted. Projects follow through `listed`.
 */
export async function recount(tx: Executor, userId: string, direction: 1 | -1): Promise<void> {
  for (const { projectId, count } of await targets.shownCommentsByProject(tx, userId)) {
    await changeCounts(tx, projectId, { comments: direction * count });
  }
  await refreshListed(tx, { userId });
}

export function warnUser(deps: Deps, admin: UserRow, userId: string, input: SanctionInput) {
  return sanction(deps, admin, userId, input, async (tx, target) => {
    const status = effectiveStatus(target);
    const warningCount = target.warningCount + 1;
    // A warning never lightens a sanction in force.
    const user = await targets.updateUser(tx, userId, {
      warningCount,
      ...(status === 'banned' || status === 'suspended' ? {} : { status: 'warned' as const, suspendedUntil: null }),
    });
    return {
      user,
      record: {
        action: 'warn',
        details: { warningCount },
        resolve: { report: null, actionTaken: 'warning', actionDetails: actionDetails('warning', input.reason) },
        notify: { user: target, notice: { kind: 'warning', reason: input.reason, warningCount } },
      },
    };
  }, SANCTION_MESSAGES.warned);
}

export function suspendUser(deps: Deps, admin: UserRow, userId: string, input: SanctionInput & { duration: number }) {
  return sanction(deps, admin, userId, input, async (tx, target) => {
    if (effectiveStatus(target) === 'banned') throw conflict(MODERATION_MESSAGES.bannedFirst);
    const until = new Date(Date.now() + input.duration * DAY_MS);
    const user = await targets.updateUser(tx, userId, { status: 'suspended', suspendedUntil: until });
    return {
      user,
      record: {
        action: 'suspend',
        details: { days: input.duration, until: until.toISOString() },
        resolve: { report: null, actionTaken: 'suspension', actionDetails: actionDetails('suspension', input.reason, { days: input.duration }) },
        notify: { user: target, notice: { kind: 'suspension', reason: input.reason, until, days: input.duration } },
      },
    };
  }, SANCTION_MESSAGES.suspended);
}

export function banUser(deps: Deps, admin: UserRow, userId: string, input: SanctionInput) {
  // The route refused moderators already; asked again here so no other caller can skip it.
  if (!canBan(admin)) throw forbidden(MODERATION_MESSAGES.banAdminsOnly);
  return sanction(deps, admin, userId, input, async (tx, target) => {
    if (effectiveStatus(target) === 'banned') throw conflict(MODERATION_MESSAGES.alreadyBanned);
    // Sessions stay: a banned person signs in to read the banner, export and delete (decision 7).
    const user = await targets.updateUser(tx, userId, { status: 'banned', bannedAt: new Date(), banReason: input.reason, suspendedUntil: null });
    await recount(tx, userId, -1);
    return {
      user,
      record: {
        action: 'ban',
        resolve: { report: null, actionTaken: 'ban', actionDetails: actionDetails('ban', input.reason) },
        notify: { user: target, notice: { kind: 'ban', reason: input.reason } },
      },
    };
  }, SANCTION_MESSAGES.banned);
}

/** Lifts a ban or a suspension; the warning count stays (decision 7). */
export function unbanUser(deps: Deps, admin: UserRow, userId: string, input: SanctionInput) {
  return sanction(
    deps,
    admin,
    userId,
    input,
    async (tx, target) => {
      const status = effectiveStatus(target);
      if (status !== 'banned' && status !== 'suspended') throw conflict(MODERATION_MESSAGES.notRestricted);
      // A moderator may lift a suspension (they impose them), not a ban (decision 0023).
      if (!canLift(admin, status)) throw forbidden(MODERATION_MESSAGES.banAdminsOnly);
      const user = await targets.updateUser(tx, userId, { status: 'active', bannedAt: null, banReason: null, suspendedUntil: null });
      if (status === 'banned') await recount(tx, userId, 1);
      return {
        user,
        record: {
          action: 'unban',
          details: { from: status },
          resolve: { report: null, actionTaken: 'unban', actionDetails: actionDetails('unban', input.reason) },
          notify: { user: target, notice: { kind: 'unban', reason: input.reason } },
        },
      };
    },
    SANCTION_MESSAGES.unbanned,
    // Lifting a sanction harms nobody (only the admin role itself is exempt from sanctions), but
    // nobody lifts their own (decision 0040).
    false,
  );
}
