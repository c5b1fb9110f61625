import { type BlockStatus, CANNOT_BLOCK_SELF_MESSAGE, USER_NOT_FOUND_MESSAGE } from '../../../common/messaging';
import type { AppDependencies } from '../../core/dependencies';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import { publish } from '../../platform/events/publish';
import * as repository from './repository';
import { blocksBetween } from '../../core/people/block-repository';
import { findUserById } from '../../core/people/user-repository';

type Deps = AppDependencies;

export async function blockStatus(db: Executor, viewerId: string, otherId: string): Promise<BlockStatus> {
  const { aBlockedB, bBlockedA } = await blocksBetween(db, viewerId, otherId);
  return { isBlocked: aBlockedB, blockedBy: bBlockedA };
}

async function existingPerson(deps: Deps, id: string): Promise<UserRow> {
  const person = await findUserById(deps.database.db, id);
  if (!person) throw notFound(USER_NOT_FOUND_MESSAGE);
  return person;
}

async function otherPerson(deps: Deps, viewer: UserRow, id: string): Promise<UserRow> {
  const person = await existingPerson(deps, id);
  if (person.id === viewer.id) throw badRequest(CANNOT_BLOCK_SELF_MESSAGE);
  return person;
}

export async function getBlockStatus(deps: Deps, viewer: UserRow, id: string): Promise<BlockStatus> {
  const person = await existingPerson(deps, id);
  if (person.id === viewer.id) return { isBlocked: false, blockedBy: false };
  return blockStatus(deps.database.db, viewer.id, person.id);
}

/** Tells both people's open tabs, so the other side's conversation view can close too. */
async function announce(tx: Executor, viewerId: string, otherId: string, status: BlockStatus): Promise<void> {
  await publish(tx, viewerId, 'block', { userId: otherId, ...status });
  await publish(tx, otherId, 'block', { userId: viewerId, isBlocked: status.blockedBy, blockedBy: status.isBlocked });
}

/** Idempotent. Ends follows both ways and drops the notifications the two caused each other. */
export async function blockUser(deps: Deps, viewer: UserRow, id: string): Promise<BlockStatus> {
  const person = await otherPerson(deps, viewer, id);
  return deps.database.db.transaction(async (tx) => {
    const created = await repository.insertBlock(tx, viewer.id, person.id);
    const status = await blockStatus(tx, viewer.id, person.id);
    if (created) {
      await repository.deleteFollowsBetween(tx, viewer.id, person.id);
      await deps.events.emit('person-blocked', { blockerId: viewer.id, blockedId: person.id, within: tx });
      await announce(tx, viewer.id, person.id, status);
    }
    return status;
  });
}

/** Idempotent. A follow ended by the block is not restored. */
export async function unblockUser(deps: Deps, viewer: UserRow, id: string): Promise<BlockStatus> {
  const person = await otherPerson(deps, viewer, id);
  return deps.database.db.transaction(async (tx) => {
    const before = await blockStatus(tx, viewer.id, person.id);
    await repository.deleteBlock(tx, viewer.id, person.id);
    const status = { ...before, isBlocked: false };
    if (before.isBlocked) await announce(tx, viewer.id, person.id, status);
    return status;
  });
}

