import { actionDetails, MODERATION_MESSAGES, type ModerationResult } from '../../../common/moderation';
import type { AppDependencies } from '../../core/dependencies';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { type ActionRecord, finishAction, recordAction, reportFor } from './actions';
import { excerpt } from './notices';
import * as targets from './targets-repository';
import { findUserById } from '../../core/people/user-repository';
import { changeCounts, refreshListed } from '../../core/projects/project-repository';

/**
 * Hide and unhide (decision 8): hidden content stays in the database, seen only by its owner and
 * admins; counts drop while it is hidden. Hiding again only updates the reason.
 */

type Deps = AppDependencies;

export const CONTENT_MESSAGES = {
  hidden: 'Content has been hidden.',
  restored: 'Content is visible again.',
} as const;

interface ContentInput {
  reason: string;
  reportId?: string | undefined;
}

/** Hides (a date) or shows (null) a project, and moves it in or out of the listings. */
export async function changeProjectVisibility(tx: Executor, projectId: string, hiddenAt: Date | null, reason: string | null): Promise<void> {
  await targets.setProjectHidden(tx, projectId, hiddenAt, reason);
  await refreshListed(tx, { projectId });
}

/**
 * Hides (a date) or shows (null) a comment. The project's count moves only when the comment goes
 * in or out of view; a banned author's comment never counted.
 */
export async function changeCommentVisibility(
  tx: Executor,
  comment: { id: string; hiddenAt: Date | null; authorBanned: boolean; projectId: string },
  hiddenAt: Date | null,
  reason: string | null,
): Promise<void> {
  await targets.setCommentHidden(tx, comment.id, hiddenAt, reason);
  const hide = hiddenAt !== null;
  if ((comment.hiddenAt !== null) !== hide && !comment.authorBanned) await changeCounts(tx, comment.projectId, { comments: hide ? -1 : 1 });
}

export async function setProjectHidden(deps: Deps, admin: UserRow, projectId: string, input: ContentInput, hide: boolean): Promise<ModerationResult> {
  const { db } = deps.database;
  const report = hide ? await reportFor(db, input.reportId, (row) => row.projectId === projectId, MODERATION_MESSAGES.reportOtherContent) : null;
  const record = await db.transaction(async (tx) => {
    const project = await targets.lockProject(tx, projectId);
    if (!project) throw notFound(MODERATION_MESSAGES.projectNotFound);
    const owner = await findUserById(tx, project.userId);
    await changeProjectVisibility(tx, projectId, hide ? (project.hiddenAt ?? new Date()) : null, hide ? input.reason : null);
    const notice = { kind: hide ? 'project_hidden' : 'project_restored', reason: input.reason, title: project.title, slug: project.slug } as const;
    const changed: ActionRecord = {
      admin,
      action: hide ? 'hide_project' : 'unhide_project',
      reason: input.reason,
      targetUserId: project.userId,
      projectId,
      details: { title: project.title, wasHidden: project.hiddenAt !== null },
      resolve: hide ? { report, actionTaken: 'content_hidden', actionDetails: actionDetails('content_hidden', input.reason, { content: 'project' }) } : undefined,
      notify: owner ? { user: owner, notice } : null,
    };
    await recordAction(tx, changed);
    return changed;
  });
  return finishAction(deps, record, hide ? CONTENT_MESSAGES.hidden : CONTENT_MESSAGES.restored, null);
}

export async function setCommentHidden(deps: Deps, admin: UserRow, commentId: string, input: ContentInput, hide: boolean): Promise<ModerationResult> {
  const { db } = deps.database;
  const report = hide ? await reportFor(db, input.reportId, (row) => row.commentId === commentId, MODERATION_MESSAGES.reportOtherContent) : null;
  const record = await db.transaction(async (tx) => {
    const comment = await targets.lockComment(tx, commentId);
    if (!comment) throw notFound(MODERATION_MESSAGES.commentNotFound);
    const wasHidden = comment.hiddenAt !== null;
    await changeCommentVisibility(tx, comment, hide ? (comment.hiddenAt ?? new Date()) : null, hide ? input.reason : null);
    const author = await findUserById(tx, comment.userId);
    const notice = {
      kind: hide ? 'comment_hidden' : 'comment_restored',
      reason: input.reason,
      excerpt: excerpt(comment.content),
      projectSlug: comment.projectSlug,
    } as const;
    const changed: ActionRecord = {
      admin,
      action: hide ? 'hide_comment' : 'unhide_comment',
      reason: input.reason,
      targetUserId: comment.userId,
      projectId: comment.projectId,
      commentId,
      details: { excerpt: excerpt(comment.content), wasHidden },
      resolve: hide ? { report, actionTaken: 'content_hidden', actionDetails: actionDetails('content_hidden', input.reason, { content: 'comment' }) } : undefined,
      notify: author ? { user: author, notice } : null,
    };
    await recordAction(tx, changed);
    return changed;
  });
  return finishAction(deps, record, hide ? CONTENT_MESSAGES.hidden : CONTENT_MESSAGES.restored, null);
}
