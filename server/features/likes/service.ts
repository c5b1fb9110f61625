import type { LikeToggle } from '../../../common/projects';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { changeCounts } from '../../core/projects/project-repository';
import { findEngageable, findVisible } from '../../core/projects/visible-projects';
import * as repository from './repository';

type Deps = AppDependencies;

export async function likedBy(deps: Deps, user: UserRow, projectId: string): Promise<{ liked: boolean }> {
  const project = await findVisible(deps.database.db, user, { id: projectId });
  return { liked: await repository.isLiked(deps.database.db, project.id, user.id) };
}

/**
 * Like or unlike. The like row and the counter change in one transaction, and the counter moves
 * only by what this call actually inserted or deleted, so concurrent toggles keep it exact.
 */
export async function toggleLike(deps: Deps, user: UserRow, projectId: string): Promise<LikeToggle> {
  const project = await findEngageable(deps.database.db, user, projectId);
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
