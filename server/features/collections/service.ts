import { randomUUID } from 'node:crypto';
import {
  type Collection,
  COLLECTION_MESSAGES,
  COLLECTIONS_PER_MEMBER_MAX,
  type CreateCollection,
  type CreatedCollection,
  DEFAULT_COLLECTION_KEY,
  DEFAULT_COLLECTION_NAME,
  ITEMS_PER_COLLECTION_MAX,
  type MyCollection,
  type SaveResult,
  type UpdateCollection,
} from '../../../common/collections';
import { DEVELOPER_NOT_FOUND_MESSAGE } from '../../../common/people';
import type { ProjectListItem } from '../../../common/projects';
import type { CollectionRow, UserRow } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { AppDependencies } from '../../core/dependencies';
import { isBlockedEitherWay } from '../../core/people/block-repository';
import { canViewProfile, type Viewer } from '../../core/people/policy';
import { isProfilePrivate } from '../../core/people/settings-repository';
import { findUserById } from '../../core/people/user-repository';
import { toListItem, toPreviewMedia } from '../../core/projects/mappers';
import { changeCounts } from '../../core/projects/project-repository';
import { findEngageable } from '../../core/projects/visible-projects';
import { isUniqueViolation } from '../../platform/database-errors';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { canChangeCollection, canSeeCollection } from './policy';
import * as repository from './repository';
import { toCollection } from './mappers';

type Deps = AppDependencies;

/** The collection if this viewer may see it (`canSeeCollection`); else the same 404 as a missing id. */
async function visibleCollection(deps: Deps, viewer: Viewer, id: string): Promise<repository.CollectionWithOwner> {
  const { db } = deps.database;
  const row = await repository.findWithOwner(db, id);
  if (!row) throw notFound(COLLECTION_MESSAGES.notFound);
  if (viewer?.id === row.userId) return row;
  if (row.isPrivate) throw notFound(COLLECTION_MESSAGES.notFound);
  const blocked = viewer !== null && (await isBlockedEitherWay(db, viewer.id, row.userId));
  const ownerProfilePrivate = viewer === null && (await isProfilePrivate(db, row.userId));
  if (!canSeeCollection(viewer, row, { owner: row.owner, blocked, ownerProfilePrivate })) throw notFound(COLLECTION_MESSAGES.notFound);
  return row;
}

/** 404 when the user cannot see it, 403 when they see it but it is someone else's. */
async function changeableCollection(deps: Deps, user: UserRow, id: string): Promise<repository.CollectionWithOwner> {
  const row = await visibleCollection(deps, user, id);
  if (!canChangeCollection(user, row)) throw forbidden(COLLECTION_MESSAGES.notOwner);
  return row;
}

export async function getCollection(deps: Deps, viewer: Viewer, id: string): Promise<Collection> {
  const row = await visibleCollection(deps, viewer, id);
  const itemCount = await repository.countShownItems(deps.database.db, row.id, { id: viewer?.id ?? null });
  return toCollection(row, row.owner, itemCount);
}

export async function listCollectionProjects(deps: Deps, viewer: Viewer, id: string, page: { limit: number; offset: number }) {
  const collection = await visibleCollection(deps, viewer, id);
  const { rows, total } = await repository.listItems(deps.database.db, collection.id, { id: viewer?.id ?? null }, page);
  const items: ProjectListItem[] = rows.map(({ preview, ...row }) => toListItem(row, preview?.id ? toPreviewMedia(preview) : null));
  return { items, total };
}

/**
 * A person's collections for their profile: the public ones, and to the person all of theirs. Like
 * their page, unknown for whom the person is not shown; none between people who blocked each other.
 */
export async function listUserCollections(deps: Deps, viewer: Viewer, userId: string): Promise<Collection[]> {
  const { db } = deps.database;
  const person = await findUserById(db, userId);
  if (!person || !canViewProfile(viewer, person)) throw notFound(DEVELOPER_NOT_FOUND_MESSAGE);
  if (viewer === null && (await isProfilePrivate(db, person.id))) throw notFound(DEVELOPER_NOT_FOUND_MESSAGE);
  const own = viewer?.id === person.id;
  if (!own && viewer && (await isBlockedEitherWay(db, viewer.id, person.id))) return [];
  const rows = await repository.listOfUser(db, person.id, { id: viewer?.id ?? null }, own);
  return rows.map((row) => toCollection(row, person, row.itemCount));
}

/** The save dialog's list: the default one first, named "Saved" even before the first save makes it. */
export async function myCollections(deps: Deps, user: UserRow, projectId: string | undefined): Promise<MyCollection[]> {
  const rows = await repository.listForSaving(deps.database.db, user.id, projectId ?? null);
  const mine = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    isPrivate: row.isPrivate,
    isDefault: row.isDefault,
    itemCount: row.itemCount,
    hasProject: Boolean(row.hasProject),
  }));
  if (mine.some((row) => row.isDefault)) return mine;
  const placeholder = { id: DEFAULT_COLLECTION_KEY, name: DEFAULT_COLLECTION_NAME, description: null, isPrivate: true, isDefault: true, itemCount: 0, hasProject: false };
  return [placeholder, ...mine];
}

/** A project the user may save: one they may like (`findEngageable`), by nobody they blocked or who blocked them. */
async function saveableProject(deps: Deps, user: UserRow, projectId: string) {
  const project = await findEngageable(deps.database.db, user, projectId);
  if (project.userId !== user.id && (await isBlockedEitherWay(deps.database.db, user.id, project.userId))) throw forbidden(COLLECTION_MESSAGES.blocked);
  return project;
}

/** The default list is made private: a reading list is personal until its owner shares it. */
async function defaultCollection(tx: Executor, userId: string): Promise<CollectionRow> {
  const existing = await repository.findDefault(tx, userId);
  if (existing) return existing;
  const made = await repository.insertCollection(tx, { id: randomUUID(), userId, name: DEFAULT_COLLECTION_NAME, isPrivate: true, isDefault: true });
  // A concurrent first save made it a moment ago.
  const row = made ?? (await repository.findDefault(tx, userId));
  if (!row) throw conflict(COLLECTION_MESSAGES.nameTaken);
  return row;
}

/**
 * Adds the project and moves its count of savers by one person: only when this is the first of the
 * member's lists to hold it (the project's row lock makes concurrent saves queue, see `lockProject`).
 */
async function addToCollection(tx: Executor, user: UserRow, collectionId: string, projectId: string): Promise<number> {
  await repository.lockProject(tx, projectId);
  if ((await repository.countItems(tx, collectionId)) >= ITEMS_PER_COLLECTION_MAX) {
    if (!(await repository.holds(tx, collectionId, projectId))) throw badRequest(COLLECTION_MESSAGES.collectionFull);
  }
  const added = await repository.addItem(tx, collectionId, projectId);
  if (added && (await repository.listsHolding(tx, user.id, projectId)) === 1) {
    return (await changeCounts(tx, projectId, { saves: 1 }))?.savesCount ?? 0;
  }
  return repository.savesCountOf(tx, projectId);
}

export async function saveProject(deps: Deps, user: UserRow, key: string, projectId: string): Promise<SaveResult> {
  const project = await saveableProject(deps, user, projectId);
  const named = key === DEFAULT_COLLECTION_KEY ? null : await changeableCollection(deps, user, key);
  return deps.database.db.transaction(async (tx) => {
    const collection = named ?? (await defaultCollection(tx, user.id));
    const savesCount = await addToCollection(tx, user, collection.id, project.id);
    return { collectionId: collection.id, saved: true, savesCount };
  });
}

export async function unsaveProject(deps: Deps, user: UserRow, key: string, projectId: string): Promise<SaveResult> {
  const { db } = deps.database;
  const collection = key === DEFAULT_COLLECTION_KEY ? await repository.findDefault(db, user.id) : await changeableCollection(deps, user, key);
  if (!collection) return { collectionId: key, saved: false, savesCount: await repository.savesCountOf(db, projectId) };
  return db.transaction(async (tx) => {
    await repository.lockProject(tx, projectId);
    const removed = await repository.removeItem(tx, collection.id, projectId);
    if (removed && (await repository.listsHolding(tx, user.id, projectId)) === 0) {
      const counts = await changeCounts(tx, projectId, { saves: -1 });
      return { collectionId: collection.id, saved: false, savesCount: counts?.savesCount ?? 0 };
    }
    return { collectionId: collection.id, saved: false, savesCount: await repository.savesCountOf(tx, projectId) };
  });
}

function isReservedName(name: string): boolean {
  return name.toLowerCase() === DEFAULT_COLLECTION_NAME.toLowerCase();
}

export async function createCollection(deps: Deps, user: UserRow, input: CreateCollection): Promise<CreatedCollection> {
  if (isReservedName(input.name)) throw conflict(COLLECTION_MESSAGES.nameTaken);
  const project = input.projectId ? await saveableProject(deps, user, input.projectId) : null;
  const { db } = deps.database;
  const { row, savesCount } = await db.transaction(async (tx) => {
    await repository.lockOwner(tx, user.id);
    // One place is kept for the default list, which the first save makes.
    const reserved = (await repository.findDefault(tx, user.id)) ? 0 : 1;
    if ((await repository.countOfUser(tx, user.id)) + reserved >= COLLECTIONS_PER_MEMBER_MAX) throw badRequest(COLLECTION_MESSAGES.tooManyCollections);
    const inserted = await repository.insertCollection(tx, {
      id: randomUUID(),
      userId: user.id,
      name: input.name,
      description: input.description,
      isPrivate: input.isPrivate,
    });
    if (!inserted) throw conflict(COLLECTION_MESSAGES.nameTaken);
    const saves = project ? await addToCollection(tx, user, inserted.id, project.id) : null;
    return { row: inserted, savesCount: saves };
  });
  return { ...toCollection(row, user, project ? 1 : 0), savesCount };
}

export async function updateCollection(deps: Deps, user: UserRow, id: string, input: UpdateCollection): Promise<Collection> {
  const { db } = deps.database;
  const collection = await changeableCollection(deps, user, id);
  const renamed = input.name !== undefined && input.name !== collection.name;
  if (renamed && collection.isDefault) throw badRequest(COLLECTION_MESSAGES.defaultKeepsName);
  if (renamed && input.name !== undefined) {
    const sameNameOnly = input.name.toLowerCase() === collection.name.toLowerCase();
    if (!sameNameOnly && (isReservedName(input.name) || (await repository.isNameTaken(db, user.id, input.name, collection.id)))) {
      throw conflict(COLLECTION_MESSAGES.nameTaken);
    }
  }
  let updated: CollectionRow | null;
  try {
    updated = await repository.updateCollection(db, collection.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.isPrivate !== undefined ? { isPrivate: input.isPrivate } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(COLLECTION_MESSAGES.nameTaken);
    throw error;
  }
  if (!updated) throw notFound(COLLECTION_MESSAGES.notFound);
  return toCollection(updated, collection.owner, await repository.countShownItems(db, updated.id, { id: user.id }));
}

/** Deletes a named collection; each project it held loses the member's save unless another list keeps it. */
export async function deleteCollection(deps: Deps, user: UserRow, id: string): Promise<void> {
  const collection = await changeableCollection(deps, user, id);
  if (collection.isDefault) throw badRequest(COLLECTION_MESSAGES.defaultNotDeletable);
  await deps.database.db.transaction(async (tx) => {
    const projectIds = await repository.deleteCollection(tx, collection.id);
    for (const projectId of [...projectIds].sort()) {
      await repository.lockProject(tx, projectId);
      if ((await repository.listsHolding(tx, user.id, projectId)) === 0) await changeCounts(tx, projectId, { saves: -1 });
    }
  });
}
