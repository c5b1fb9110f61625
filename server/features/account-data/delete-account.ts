import { SETTINGS_MESSAGES } from '../../../common/settings';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { passwordsOf } from '../../platform/passwords';
import { deleteStoredFiles } from '../../core/uploads/service';
import * as repository from './delete-repository';
import { changeCounts } from '../../core/projects/project-repository';

type Deps = AppDependencies;
type Log = { warn: (obj: object, msg: string) => void };

/**
 * Removes the person and everything they own in one transaction (docs/decisions/0009). Counters
 * on other people's projects move by exactly what is removed, through the projects feature's
 * helper, so likes, comments, trending and the category feeds stay in step.
 * Files go after the commit: a failed deletion leaves every file in place.
 */
export async function deleteAccount(deps: Deps, user: UserRow, password: string | undefined, log?: Log): Promise<void> {
  if (password !== undefined && !(await passwordsOf(deps).verify(user.passwordHash, password))) {
    throw badRequest(SETTINGS_MESSAGES.passwordIncorrect);
  }
  const keys = await deps.database.db.transaction(async (tx) => {
    if (!(await repository.lockUser(tx, user.id))) return [];
    const storageKeys = await repository.storageKeysOf(tx, user.id);
    for (const projectId of await repository.deleteLikesOnOthersProjects(tx, user.id)) {
      await changeCounts(tx, projectId, { likes: -1 });
    }
    for (const [projectId, count] of await repository.deleteCommentsOnOthersProjects(tx, user.id)) {
      await changeCounts(tx, projectId, { comments: -count });
    }
    for (const projectId of await repository.deleteCollections(tx, user.id)) {
      await changeCounts(tx, projectId, { saves: -1 });
    }
    await repository.deleteViewMarkers(tx, user.id);
    await repository.anonymiseModerationRecords(tx, user.id);
    await repository.deleteEventsMentioning(tx, user.id);
    await repository.deleteUser(tx, user.id);
    return storageKeys;
  });
  await deleteStoredFiles(deps, keys, log);
}
