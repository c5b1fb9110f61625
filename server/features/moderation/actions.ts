import { randomUUID } from 'node:crypto';
import type { ActionTaken, AuditAction, ModerationResult } from '../../../common/moderation';
import { MODERATION_MESSAGES } from '../../../common/moderation';
import type { AppDependencies } from '../../core/dependencies';
import type { Executor } from '../../db/client';
import type { AbuseReportRow, UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { type Notice, noticeData, noticeMail } from './notices';
import * as repository from './repository';
import { getReport } from './service';
import { siteNameOf } from '../../core/site/site';
import { translatorOf } from '../../core/people/language';

/**
 * What every admin action shares: the report it answers (checked first, resolved in the same
 * transaction), the audit entry, and the notice to the person affected once it has committed.
 */

/** The report named by `reportId`, when it is about this target; null when none was named. */
export async function reportFor(
  db: Executor,
  reportId: string | undefined,
  matches: (report: AbuseReportRow) => boolean,
  mismatch: string,
): Promise<AbuseReportRow | null> {
  if (!reportId) return null;
  const report = await repository.findReportRow(db, reportId);
  if (!report) throw notFound(MODERATION_MESSAGES.reportNotFound);
  if (!matches(report)) throw badRequest(mismatch);
  return report;
}

export interface ActionRecord {
  admin: UserRow;
  action: AuditAction;
  reason: string;
  targetUserId: string | null;
  projectId?: string | null;
  commentId?: string | null;
  details?: Record<string, unknown>;
  /** Resolves this report with actionTaken and actionDetails (spec §4). */
  resolve?: { report: AbuseReportRow | null; actionTaken: ActionTaken; actionDetails: string };
  /** Tells this person, in the app now and by e-mail after commit. */
  notify?: { user: Pick<UserRow, 'id' | 'email' | 'firstName'>; notice: Notice } | null;
}

/** Inside the action's transaction: the audit entry and the report's resolution. */
export async function recordAction(tx: Executor, record: ActionRecord): Promise<void> {
  const now = new Date();
  const report = record.resolve?.report ?? null;
  await repository.insertAuditEntry(tx, {
    id: randomUUID(),
    actorId: record.admin.id,
    targetUserId: record.targetUserId,
    action: record.action,
    reason: record.reason,
    reportId: report?.id ?? null,
    projectId: record.projectId ?? null,
    commentId: record.commentId ?? null,
    details: record.details ?? null,
    createdAt: now,
  });
  if (report && record.resolve) {
    await repository.updateReport(tx, report.id, {
      status: 'resolved',
      actionTaken: record.resolve.actionTaken,
      actionDetails: record.resolve.actionDetails,
      reviewedAt: now,
      reviewedBy: record.admin.id,
    });
  }
}

/** After commit: the notice (bell and e-mail) and the answer with the resolved report. */
export async function finishAction(
  deps: AppDependencies,
  record: ActionRecord,
  message: string,
  user: UserRow | null,
): Promise<ModerationResult> {
  if (record.notify) {
    const { user: person, notice } = record.notify;
    const site = await siteNameOf(deps);
    // Both in the person's language (decision 0033): the bell's text is stored as it is shown.
    const t = await translatorOf(deps, person.id);
    // The bell (live, through the notifications feature) and an e-mail with the reason. The admin
    // stays anonymous to the person: the notice speaks for the site.
    await deps.events.emit('moderation-notice', {
      userId: person.id,
      projectId: record.projectId ?? null,
      commentId: record.commentId ?? null,
      data: noticeData(notice, site, t),
    });
    deps.mailer.send(noticeMail(t, person.email, person.firstName, notice, deps.config.appUrl, site));
  }
  const report = record.resolve?.report ? await getReport(deps.database.db, record.resolve.report.id) : null;
  return {
    message,
    report,
    user: user
      ? {
          id: user.id,
          status: user.status,
          warningCount: user.warningCount,
          suspendedUntil: user.suspendedUntil?.toISOString() ?? null,
          bannedAt: user.bannedAt?.toISOString() ?? null,
          banReason: user.banReason,
        }
      : null,
  };
}
