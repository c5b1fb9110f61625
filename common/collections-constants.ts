/**
 * Collections (issue 16): the bounds and messages both sides use, without zod, so the save button
 * on every card can read them without carrying a schema library into a visitor's first load.
 */
export const COLLECTION_NAME_MAX_LENGTH = 60;
export const COLLECTION_DESCRIPTION_MAX_LENGTH = 280;
/** Per member, the default "Saved" list included. */
export const COLLECTIONS_PER_MEMBER_MAX = 100;
export const ITEMS_PER_COLLECTION_MAX = 500;
/** A collection page's grid: the same page size as Discover (spec §9). */
export const COLLECTION_PAGE_SIZE = 12;

/** The default list every member gets the first time they save something. */
export const DEFAULT_COLLECTION_NAME = 'Saved';
/**
 * In item calls, the caller's default list by name, whether or not it exists yet: the first save
 * makes it (`PUT /api/collections/saved/items/:projectId`).
 */
export const DEFAULT_COLLECTION_KEY = 'saved';

export const COLLECTION_MESSAGES = {
  notFound: 'Collection not found',
  notOwner: 'You can only change your own collections',
  nameRequired: 'Collection name is required',
  nameTooLong: `Collection name must be at most ${COLLECTION_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${COLLECTION_DESCRIPTION_MAX_LENGTH} characters`,
  nameTaken: 'You already have a collection with this name',
  tooManyCollections: `You can have at most ${COLLECTIONS_PER_MEMBER_MAX} collections`,
  collectionFull: `A collection holds at most ${ITEMS_PER_COLLECTION_MAX} projects`,
  defaultKeepsName: `The ${DEFAULT_COLLECTION_NAME} list keeps its name`,
  defaultNotDeletable: `The ${DEFAULT_COLLECTION_NAME} list cannot be deleted; remove its projects instead`,
  blocked: 'You cannot save projects of someone you blocked or who blocked you',
  deleted: 'Collection deleted',
} as const;
