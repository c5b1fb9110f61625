import { randomUUID } from 'node:crypto';
import { CANNOT_COMMENT_BLOCKED_MESSAGE } from '../../../common/messaging';
import type { LikeToggle, ProjectComment } from '../../../common/projects';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../platform/errors';
import * as repository from './repository';
import { isBlockedEitherWay } from '../../core/people/block-repository';
import { canSeeComment, engageRefusal } from '../../core/projects/policy';
import { changeCounts } from '../../core/projects/project-repository';
import { PROJECT_MESSAGES, findVisible } from '../../core/projects/visible-projects';

type Deps = AppDependencies;

/** A project page shows at most this many comments, oldest first. */
export const COMMENTS_SHOWN = 1000;

async function findEngageable(deps: Deps, user: UserRow, projectId: string) {
  const project = await findVisible(deps.database.db, user, { id: projectId });
  const refusal = engageRefusal(user, project);
  if (refusal === 'not_found') throw notFound(PROJECT_MESSAGES.notFound);
  if (refusal === 'forbidden') throw forbidden();
  return project;
}

export async function likedBy(deps: Deps, user: UserRow, projectId: string): Promise<{ liked: boolean }> {
  const project = await findVisible(deps.database.db, user, { id: projectId });
  return { liked: await repository.isLiked(deps.database.db, project.id, user.id) };
}

/**
 * Like or unlike. The like row and the counter change in one transaction, and the counter moves
 * only by what this call actually inserted or deleted, so concurrent toggles keep it exact.
 */
export async function toggleLike(deps: Deps, user: UserRow, projectId: string): Promise<LikeToggle> {
  const project = await findEngageable(deps, user, projectId);
  const { added, ...result } = await deps.database.db.transaction(async (tx) => {
    if (await repository.removeLike(tx, project.id, user.id)) {
      const counts = await changeCounts(tx, project.id, { likes: -1 });
      return { liked: false, likesCount: counts?.likesCount ?? 0, added: false };
    }
    const added = await repository.addLike(tx, project.id, user.id);
    const counts = await changeCounts(tx, project.id, { likes: added ? 1 : 0 });
    return { liked: true, likesCount: counts?.likesCount ?? 0, added };
  });
  if (added) await deps.events.emit('project-liked', { projectId: project.id, ownerId: project.userId, likerId: user.id });
  return result;
}

export async function listComments(deps: Deps, viewer: UserRow | null, projectId: string): Promise<ProjectComment[]> {
  const { db } = deps.database;
  const project = await findVisible(db, viewer, { id: projectId });
  const rows = await repository.listComments(db, project.id, COMMENTS_SHOWN);
  return rows
    .filter((row) => canSeeComment(viewer, row))
    .map((row) => ({ id: row.id, projectId: row.projectId, content: row.content, createdAt: row.createdAt.toISOString(), user: row.user }));
}

export async function addComment(deps: Deps, user: UserRow, projectId: string, content: string): Promise<ProjectComment> {
  const project = await findEngageable(deps, user, projectId);
  // Decision 9: no comments on each other's projects while either has blocked the other.
  if (await isBlockedEitherWay(deps.database.db, user.id, project.userId)) throw forbidden(CANNOT_COMMENT_BLOCKED_MESSAGE);
  const row = await deps.database.db.transaction(async (tx) => {
    const inserted = await repository.insertComment(tx, { id: randomUUID(), projectId: project.id, userId: user.id, content });
    await changeCounts(tx, project.id, { comments: 1 });
    return inserted;
  });
  await deps.events.emit('comment-added', { projectId: project.id, ownerId: project.userId, commentId: row.id, authorId: user.id });
  return {
    id: row.id,
    projectId: row.projectId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl },
  };
}
