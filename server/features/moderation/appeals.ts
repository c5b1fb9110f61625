import { randomUUID } from 'node:crypto';
import { effectiveStatus } from '../../../common/account-status';
import {
  type AdminAppeal,
  APPEAL_MESSAGES,
  type Appeal,
  type AppealDecisionResult,
  type MyAppeal,
  SANCTION_KIND_LABELS,
  type SanctionKind,
  type SanctionSummary,
} from '../../../common/appeals';
import type { AppDependencies } from '../../core/dependencies';
import type { Executor } from '../../db/client';
import type { AppealRow, UserRow } from '../../db/schema';
import { canDecideAppeal } from '../../core/people/policy';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { finishAction, recordAction } from './actions';
import { changeCommentVisibility, changeProjectVisibility } from './content';
import * as repository from './appeals-repository';
import { recount } from './sanctions';
import * as targets from './targets-repository';

/**
 * Appeals (decision 0023). The sanction in force is the newest audit entry of the kind the
 * person's status shows (ban, suspension, warning) that no accepted appeal lifted; a person
 * appeals it once, and staff accept (lift it, and bring back what was hidden under the same
 * report) or reject (it stays). Both tell the person, in the app and by e-mail.
 */

type Deps = AppDependencies;

/** Which kind of sanction the banner of this person shows, as account-status reads it. */
function kindInForce(user: UserRow, now = new Date()): SanctionKind | null {
  const status = effectiveStatus(user, now);
  if (status === 'banned') return 'ban';
  if (status === 'suspended') return 'suspend';
  if (status === 'warned' || (status !== 'active' && user.warningCount > 0)) return 'warn';
  return null;
}

async function sanctionInForce(db: Executor, user: UserRow) {
  const kind = kindInForce(user);
  return kind ? repository.latestSanction(db, user.id, kind) : null;
}

function toSummary(row: { id: string; action: string; reason: string | null; createdAt: Date }): SanctionSummary {
  return { id: row.id, kind: row.action as SanctionKind, reason: row.reason, createdAt: row.createdAt.toISOString() };
}

function toAppeal(row: AppealRow): Appeal {
  return {
    id: row.id,
    sanctionId: row.sanctionId,
    sanctionKind: row.sanctionKind,
    text: row.text,
    status: row.status,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function toAdminAppeal(row: repository.AppealRecord): AdminAppeal {
  const { person } = row;
  return {
    ...toAppeal(row.appeal),
    person: { id: person.id, name: `${person.firstName} ${person.lastName}`.trim() || person.email, email: person.email, status: effectiveStatus(person) },
    sanction: toSummary(row.sanction),
    decidedBy: row.appeal.decidedBy,
  };
}

/** GET /api/appeals/mine: what the banner offers or shows. */
export async function myAppeal(deps: Deps, user: UserRow): Promise<MyAppeal> {
  const { db } = deps.database;
  const sanction = await sanctionInForce(db, user);
  if (!sanction) return { sanction: null, appeal: null };
  const appeal = await repository.findAppealOfSanction(db, sanction.id);
  return { sanction: toSummary(sanction), appeal: appeal ? toAppeal(appeal) : null };
}

/** POST /api/appeals: once per sanction (409 on the second), only for the sanction in force. */
export async function fileAppeal(deps: Deps, user: UserRow, input: { sanctionId: string; text: string }): Promise<Appeal> {
  const { db } = deps.database;
  // A sanction of theirs already appealed says so first, whatever became of it (lifted, replaced).
  const earlier = await repository.findAppealOfSanction(db, input.sanctionId);
  if (earlier?.userId === user.id) throw conflict(APPEAL_MESSAGES.alreadyAppealed);
  const sanction = await sanctionInForce(db, user);
  if (!sanction) throw conflict(APPEAL_MESSAGES.noSanction);
  if (sanction.id !== input.sanctionId) throw conflict(APPEAL_MESSAGES.notInForce);
  return db.transaction(async (tx) => {
    const row = await repository.insertAppeal(tx, {
      id: randomUUID(),
      userId: user.id,
      sanctionId: sanction.id,
      sanctionKind: sanction.action as SanctionKind,
      text: input.text,
    });
    if (!row) throw conflict(APPEAL_MESSAGES.alreadyAppealed);
    await recordAction(tx, {
      admin: user,
      action: 'appeal',
      reason: input.text,
      targetUserId: user.id,
      details: { appealId: row.id, sanctionId: sanction.id, sanction: sanction.action },
    });
    return toAppeal(row);
  });
}

export async function listAppeals(deps: Deps, status: string | undefined): Promise<AdminAppeal[]> {
  const filter = status === 'pending' || status === 'accepted' || status === 'rejected' ? status : undefined;
  return (await repository.listAppeals(deps.database.db, filter)).map(toAdminAppeal);
}

/** Lifts the sanction the appeal answers, if it still holds; what it changed, for the audit entry. */
async function lift(tx: Executor, appeal: AppealRow, reportId: string | null): Promise<Record<string, unknown>> {
  const target = await targets.lockUser(tx, appeal.userId);
  if (!target) throw notFound(APPEAL_MESSAGES.notFound);
  const status = effectiveStatus(target);
  const lifted: Record<string, unknown> = {};
  if (appeal.sanctionKind === 'warn') {
    const warningCount = Math.max(0, target.warningCount - 1);
    await targets.updateUser(tx, target.id, { warningCount, ...(target.status === 'warned' && warningCount === 0 ? { status: 'active' as const } : {}) });
    lifted.warningCount = warningCount;
  } else if (appeal.sanctionKind === 'suspend' && status === 'suspended') {
    const latest = await repository.latestSanction(tx, target.id, 'suspend');
    // Only this suspension: a newer one (after the appeal was filed) is a new decision.
    if (latest?.id === appeal.sanctionId) {
      await targets.updateUser(tx, target.id, { status: 'active', suspendedUntil: null });
      lifted.status = 'active';
    }
  } else if (appeal.sanctionKind === 'ban' && status === 'banned') {
    await targets.updateUser(tx, target.id, { status: 'active', bannedAt: null, banReason: null, suspendedUntil: null });
    await recount(tx, target.id, 1);
    lifted.status = 'active';
  }
  if (reportId) lifted.restored = await restoreHidden(tx, reportId);
  return lifted;
}

/** Shows again what was hidden under the sanction's report and is still hidden. */
async function restoreHidden(tx: Executor, reportId: string): Promise<string[]> {
  const restored: string[] = [];
  for (const entry of await repository.hiddenUnderReport(tx, reportId)) {
    if (entry.action === 'hide_comment' && entry.commentId) {
      const comment = await targets.lockComment(tx, entry.commentId);
      if (!comment?.hiddenAt) continue;
      await changeCommentVisibility(tx, comment, null, null);
      restored.push(`comment:${comment.id}`);
    } else if (entry.action === 'hide_project' && entry.projectId) {
      const project = await targets.lockProject(tx, entry.projectId);
      if (!project?.hiddenAt) continue;
      await changeProjectVisibility(tx, project.id, null, null);
      restored.push(`project:${project.id}`);
    }
  }
  return restored;
}

/** Accept or reject, once; the person hears of it either way. */
export async function decideAppeal(deps: Deps, staff: UserRow, id: string, accept: boolean, reason: string): Promise<AppealDecisionResult> {
  const { db } = deps.database;
  const done = await db.transaction(async (tx) => {
    const appeal = await repository.lockAppeal(tx, id);
    if (!appeal) throw notFound(APPEAL_MESSAGES.notFound);
    // Decision 0040: nobody judges their own appeal, and an appeal is decided by whoever may undo
    // its sanction (a ban's by an admin). Asked here, under the lock, so no caller skips it.
    if (appeal.userId === staff.id) throw forbidden(APPEAL_MESSAGES.notYourOwn);
    if (!canDecideAppeal(staff, appeal.sanctionKind)) throw forbidden(APPEAL_MESSAGES.banAdminsOnly);
    if (appeal.status !== 'pending') throw conflict(APPEAL_MESSAGES.alreadyDecided);
    const sanction = await repository.findSanction(tx, appeal.sanctionId);
    const person = await targets.lockUser(tx, appeal.userId);
    if (!person) throw notFound(APPEAL_MESSAGES.notFound);
    const lifted = accept ? await lift(tx, appeal, sanction?.reportId ?? null) : {};
    await repository.decideAppeal(tx, id, { status: accept ? 'accepted' : 'rejected', decisionReason: reason, decidedBy: staff.id, decidedAt: new Date() });
    const sanctionName = SANCTION_KIND_LABELS[appeal.sanctionKind].toLowerCase();
    const record = {
      admin: staff,
      action: accept ? ('accept_appeal' as const) : ('reject_appeal' as const),
      reason,
      targetUserId: appeal.userId,
      details: { appealId: id, sanctionId: appeal.sanctionId, sanction: appeal.sanctionKind, ...lifted },
      notify: { user: person, notice: { kind: accept ? ('appeal_accepted' as const) : ('appeal_rejected' as const), reason, sanction: sanctionName } },
    };
    await recordAction(tx, record);
    return record;
  });
  await finishAction(deps, done, '', null);
  const row = await repository.findAppealRecord(db, id);
  if (!row) throw notFound(APPEAL_MESSAGES.notFound);
  return { message: accept ? APPEAL_MESSAGES.accepted : APPEAL_MESSAGES.rejected, appeal: toAdminAppeal(row) };
}
