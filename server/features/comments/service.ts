import { staffRoleOf } from '../../../common/roles';
import { randomUUID } from 'node:crypto';
import { CANNOT_COMMENT_BLOCKED_MESSAGE } from '../../../common/messaging';
import type { ProjectComment } from '../../../common/projects';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { isBlockedEitherWay } from '../../core/people/block-repository';
import { canSeeComment } from '../../core/projects/policy';
import { changeCounts } from '../../core/projects/project-repository';
import { findEngageable, findVisible } from '../../core/projects/visible-projects';
import { forbidden } from '../../platform/errors';
import * as repository from './repository';

type Deps = AppDependencies;

/** A project page shows at most this many comments, oldest first. */
export const COMMENTS_SHOWN = 1000;

export async function listComments(deps: Deps, viewer: UserRow | null, projectId: string): Promise<ProjectComment[]> {
  const { db } = deps.database;
  const project = await findVisible(db, viewer, { id: projectId });
  const rows = await repository.listComments(db, project.id, COMMENTS_SHOWN);
  return rows
    .filter((row) => canSeeComment(viewer, row))
    .map((row) => ({ id: row.id, projectId: row.projectId, content: row.content, createdAt: row.createdAt.toISOString(), user: row.user }));
}

export async function addComment(deps: Deps, user: UserRow, projectId: string, content: string): Promise<ProjectComment> {
  const project = await findEngageable(deps.database.db, user, projectId);
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
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl, staffRole: staffRoleOf(user.role) },
  };
}
