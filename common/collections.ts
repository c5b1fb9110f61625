import { z } from 'zod';
import {
  COLLECTION_DESCRIPTION_MAX_LENGTH,
  COLLECTION_MESSAGES,
  COLLECTION_NAME_MAX_LENGTH,
  COLLECTION_PAGE_SIZE,
  ITEMS_PER_COLLECTION_MAX,
} from './collections-constants';
import { pageLimit, pageOffset } from './paging';
import { projectAuthorSchema, projectListItemSchema } from './projects';
import { optionalPatchText, optionalText, singleLineText } from './text';

export * from './collections-constants';

const name = singleLineText('Collection name', z.string({ error: COLLECTION_MESSAGES.nameRequired }).max(COLLECTION_NAME_MAX_LENGTH + 1000))
  .min(1, { error: COLLECTION_MESSAGES.nameRequired })
  .max(COLLECTION_NAME_MAX_LENGTH, { error: COLLECTION_MESSAGES.nameTooLong });
const descriptionOptions = { label: 'Description', lines: 'multi', tooLong: COLLECTION_MESSAGES.descriptionTooLong } as const;
const isPrivate = z.boolean({ error: 'isPrivate must be true or false' });

/** POST /api/collections. With `projectId`, the new collection starts with that project saved. */
export const createCollectionSchema = z.object({
  name,
  description: optionalText(COLLECTION_DESCRIPTION_MAX_LENGTH, descriptionOptions),
  isPrivate: isPrivate.default(false),
  projectId: z.string().trim().min(1).max(200).optional(),
});
export type CreateCollectionInput = z.input<typeof createCollectionSchema>;
export type CreateCollection = z.output<typeof createCollectionSchema>;

/** PATCH /api/collections/:id: only what is sent changes. */
export const updateCollectionSchema = z.object({
  name: name.optional(),
  description: optionalPatchText(COLLECTION_DESCRIPTION_MAX_LENGTH, descriptionOptions),
  isPrivate: isPrivate.optional(),
});
export type UpdateCollectionInput = z.input<typeof updateCollectionSchema>;
export type UpdateCollection = z.output<typeof updateCollectionSchema>;

export const collectionIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const collectionItemParamsSchema = z.object({ id: z.string().min(1).max(200), projectId: z.string().min(1).max(200) });
export const myCollectionsQuerySchema = z.object({ projectId: z.string().min(1).max(200).optional() });
export const collectionProjectsQuerySchema = z.object({
  limit: pageLimit(COLLECTION_PAGE_SIZE, 48),
  offset: pageOffset(ITEMS_PER_COLLECTION_MAX),
});

/** A collection as lists and its page show it. `itemCount`: the projects this viewer sees in it. */
export const collectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isPrivate: z.boolean(),
  isDefault: z.boolean(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  owner: projectAuthorSchema,
});
export type Collection = z.infer<typeof collectionSchema>;

/**
 * One of my collections in the save dialog: `hasProject` says whether the asked project is in it.
 * The default list is always first; until the first save makes it, its id is DEFAULT_COLLECTION_KEY.
 */
export const myCollectionSchema = collectionSchema.omit({ owner: true, createdAt: true, updatedAt: true }).extend({ hasProject: z.boolean() });
export type MyCollection = z.infer<typeof myCollectionSchema>;
export const myCollectionsSchema = z.object({ collections: z.array(myCollectionSchema) });
export type MyCollections = z.infer<typeof myCollectionsSchema>;

export const userCollectionsSchema = z.array(collectionSchema);

export const collectionProjectsSchema = z.array(projectListItemSchema);

/** The answer of adding or removing a project: where it is now, and its count of savers. */
export const saveResultSchema = z.object({ collectionId: z.string(), saved: z.boolean(), savesCount: z.number().int() });
export type SaveResult = z.infer<typeof saveResultSchema>;

export const createdCollectionSchema = collectionSchema.extend({ savesCount: z.number().int().nullable() });
export type CreatedCollection = z.infer<typeof createdCollectionSchema>;
