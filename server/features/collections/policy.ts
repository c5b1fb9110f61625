import { canViewProfile, type Person, type Viewer } from '../../core/people/policy';

/**
 * Who may see and change a collection (issue 16). Pure functions of the viewer and the facts the
 * service looks up, tested for every role. Whatever a viewer may not see answers 404 exactly like
 * a missing id — a private collection included, for staff too: it is a personal list, not content
 * that moderation needs to read.
 */
export interface CollectionAccess {
  userId: string;
  isPrivate: boolean;
}

export interface CollectionContext {
  /** The owner, as the people rules read them (banned and never-verified people are not shown). */
  owner: Person;
  /** The viewer and the owner blocked each other, either way (decision 9). */
  blocked: boolean;
  /** The owner turned "public profile" off in Settings: visitors do not see them. */
  ownerProfilePrivate: boolean;
}

export function isCollectionOwner(viewer: Viewer, collection: CollectionAccess): boolean {
  return viewer !== null && viewer.id === collection.userId;
}

export function canSeeCollection(viewer: Viewer, collection: CollectionAccess, context: CollectionContext): boolean {
  if (isCollectionOwner(viewer, collection)) return true;
  if (collection.isPrivate || context.blocked) return false;
  if (viewer === null && context.ownerProfilePrivate) return false;
  return canViewProfile(viewer, context.owner);
}

/**
 * Rename, describe, make private, delete, add and remove items: the owner only. Whether the owner
 * may write at all (not suspended, banned or unverified) is the status gate's question, answered by
 * the route before this.
 */
export const canChangeCollection = isCollectionOwner;
