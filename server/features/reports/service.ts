import { randomUUID } from 'node:crypto';
import { DEVELOPER_NOT_FOUND_MESSAGE } from '../../../common/people';
import { type CreateReport, REPORT_MESSAGES } from '../../../common/reports';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import * as repository from './repository';
import { canViewProfile } from '../../core/people/policy';
import { findUserById } from '../../core/people/user-repository';

type Deps = AppDependencies;

/**
 * The name a person had when the report was filed, for the admin panel. No address: the reporter
 * sees these labels in their data export. Account deletion overwrites them with 'Deleted user'.
 */
export function reportLabel(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || 'Unnamed user';
}

/**
 * Files an abuse report for the admin panel. Content named in the report must be the reported
 * person's own; an identical report still pending is folded into the existing one.
 */
export async function fileReport(
  deps: Deps,
  reporter: UserRow,
  reportedId: string,
  input: CreateReport,
): Promise<{ id: string; created: boolean }> {
  const { db } = deps.database;
  if (reportedId === reporter.id) throw badRequest(REPORT_MESSAGES.self);
  const reported = await findUserById(db, reportedId);
  // Someone the reporter cannot see (banned: decision 7; never verified: decision 0015) is unknown.
  if (!reported || !canViewProfile(reporter, reported)) throw notFound(DEVELOPER_NOT_FOUND_MESSAGE);
  if (input.projectId && (await repository.projectOwner(db, input.projectId)) !== reported.id) {
    throw badRequest(REPORT_MESSAGES.contentNotTheirs);
  }
  if (input.commentId) {
    const comment = await repository.commentOf(db, input.commentId);
    if (comment?.userId !== reported.id || (input.projectId && comment.projectId !== input.projectId)) {
      throw badRequest(REPORT_MESSAGES.contentNotTheirs);
    }
  }
  return repository.insertUnlessPending(db, {
    id: randomUUID(),
    reporterId: reporter.id,
    reportedUserId: reported.id,
    reason: input.reason,
    description: input.description,
    projectId: input.projectId,
    commentId: input.commentId,
    reporterLabel: reportLabel(reporter),
    reportedUserLabel: reportLabel(reported),
  });
}
