import { z } from 'zod';
import { mediaDetailsShape } from './media';
import { isCategory, isCategoryGroup } from './categories';
import { pageLimit, pageOffset } from './paging';
import {
  COMMENT_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  FEED_SORTS,
  LIST_ITEM_MAX_LENGTH,
  MAX_CATEGORIES,
  MAX_LIST_LIMIT,
  MAX_TAGS,
  MAX_TECHNOLOGIES,
  MEDIA_TYPES,
  PAGE_SIZE,
  TITLE_MAX_LENGTH,
} from './projects-constants';
import { writeupTocEntrySchema } from './writeups';
import { cleanList, multiLineText, optionalText as sharedOptionalText, singleLineText, type TextLines } from './text';

/** Constants and pure rules live in a zod-free module the web's public pages import on their own. */
export * from './projects-constants';

/** Spec §5: an empty optional text is sent, and stored, as null; so is one left out. */
const optionalText = (max: number, label: string, lines: TextLines) =>
  sharedOptionalText(max, { label, lines, tooLong: `${label} must be at most ${max} characters`, wayTooLong: `${label} is too long` });

const optionalUrl = (label: string) =>
  optionalText(2000, label, 'single').refine((value) => value === null || /^https?:\/\/[^\s]+\.[^\s]+/i.test(value), {
    error: `${label} must be a web address starting with http:// or https://`,
  });

const cleanedList = (label: string, max: number) =>
  z
    .array(
      singleLineText(
        `Each ${label}`,
        z.string().max(LIST_ITEM_MAX_LENGTH, { error: `Each ${label} must be at most ${LIST_ITEM_MAX_LENGTH} characters` }),
      ),
    )
    .transform(cleanList)
    .refine((values) => values.length <= max, { error: `At most ${max} ${label}s` });
/** On create a missing list is empty; on edit it is left as it was (so no `.default` there). */
const list = (label: string, max: number) => cleanedList(label, max).default([]);

const title = singleLineText('Project title', z.string({ error: 'Project title is required' }))
  .min(1, { error: 'Project title is required' })
  .max(TITLE_MAX_LENGTH, { error: `Project title must be at most ${TITLE_MAX_LENGTH} characters` });

const categoryList = z
  .array(z.string())
  .min(1, { error: 'Please select at least one category' })
  .max(MAX_CATEGORIES, { error: 'Please select no more than 3 categories' })
  .transform((values) => [...new Set(values)])
  .refine((values) => values.every(isCategory), { error: 'Unknown category' });

export const createProjectSchema = z.object({
  title,
  description: optionalText(DESCRIPTION_MAX_LENGTH, 'Description', 'multi'),
  content: optionalText(CONTENT_MAX_LENGTH, 'Content', 'multi'),
  categories: categoryList,
  tags: list('tag', MAX_TAGS),
  technologies: list('technology', MAX_TECHNOLOGIES),
  githubUrl: optionalUrl('Code link'),
  liveUrl: optionalUrl('Live demo link'),
  youtubeUrl: optionalUrl('Video link'),
  featured: z.boolean().default(false),
  published: z.boolean().default(true),
});
export type CreateProjectInput = z.input<typeof createProjectSchema>;

/**
 * PUT takes the create form's `categories` and, for the spec's edit form, a single `category`
 * that may be a category or a group name (decision 1).
 */
export const updateProjectSchema = z
  .object({
    title,
    description: optionalText(DESCRIPTION_MAX_LENGTH, 'Description', 'multi'),
    content: optionalText(CONTENT_MAX_LENGTH, 'Content', 'multi'),
    categories: categoryList.optional(),
    category: z.string().trim().optional(),
    tags: cleanedList('tag', MAX_TAGS).optional(),
    technologies: cleanedList('technology', MAX_TECHNOLOGIES).optional(),
    githubUrl: optionalUrl('Code link'),
    liveUrl: optionalUrl('Live demo link'),
    youtubeUrl: optionalUrl('Video link'),
    featured: z.boolean().optional(),
    published: z.boolean().optional(),
  })
  .refine((value) => value.categories !== undefined || (value.category !== undefined && value.category !== ''), {
    error: 'Please select a category',
    path: ['category'],
  })
  .refine((value) => !value.category || isCategory(value.category) || isCategoryGroup(value.category), {
    error: 'Unknown category',
    path: ['category'],
  });
export type UpdateProjectInput = z.input<typeof updateProjectSchema>;

export const listProjectsQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || value === 'all' || isCategory(value) || isCategoryGroup(value), { error: 'Unknown category' }),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(FEED_SORTS).default('newest'),
  featured: z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true')),
  limit: pageLimit(PAGE_SIZE, MAX_LIST_LIMIT),
  offset: pageOffset(100_000),
});

export const addMediaSchema = z.object({
  type: z.enum(MEDIA_TYPES),
  url: z.string().trim().min(1, { error: 'url is required' }).max(2000),
  order: z.number().int().min(0).max(1000).default(0),
  caption: optionalText(200, 'Caption', 'single'),
});

export const setPreviewSchema = z.object({ previewMediaId: z.string().min(1).max(100) });

export const createCommentSchema = z.object({
  content: multiLineText('Comment', z.string({ error: 'Comment cannot be empty' }))
    .min(1, { error: 'Comment cannot be empty' })
    .max(COMMENT_MAX_LENGTH, { error: `Comment must be at most ${COMMENT_MAX_LENGTH} characters` }),
});

/*
 * Response shapes. The routes serialize through these (a mismatch is a 500, never a silent drift)
 * and the web app imports the inferred types. Dates travel as ISO 8601 strings.
 */

/** The author as every list item, detail and comment shows them. */
export const projectAuthorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
  /** Beyond the spec (decision 0023): the staff badge, 'moderator' or 'admin'; null for members. */
  staffRole: z.enum(['moderator', 'admin']).nullable(),
});
export type ProjectAuthor = z.infer<typeof projectAuthorSchema>;

/** What a card shows: the chosen preview, or else the first media item by order. */
export const previewMediaSchema = z.object({
  id: z.string(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  /** 800×500 WebP rendition for cards; null for videos. */
  thumbnailUrl: z.string().nullable(),
  /** Decision 0031; `renditions` holds the card renditions only here. */
  ...mediaDetailsShape,
});
export type PreviewMedia = z.infer<typeof previewMediaSchema>;

export const projectMediaSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  type: z.enum(MEDIA_TYPES),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  ...mediaDetailsShape,
  caption: z.string().nullable(),
  order: z.number().int(),
  createdAt: z.string(),
});
export type ProjectMedia = z.infer<typeof projectMediaSchema>;

/** One entry of GET /api/projects (and of any other project grid). */
export const projectListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  /** All of them; cards show CARD_TECHNOLOGIES_SHOWN and '+N'. */
  technologies: z.array(z.string()),
  featured: z.boolean(),
  published: z.boolean(),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  viewsCount: z.number().int(),
  /** The same two counts under the name the original client read. */
  _count: z.object({ likes: z.number().int(), comments: z.number().int() }),
  previewMediaId: z.string().nullable(),
  previewMedia: previewMediaSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: projectAuthorSchema,
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** GET /api/projects/slug/:slug and GET /api/projects/:id (also the answer of PUT). */
export const projectDetailSchema = projectListItemSchema.extend({
  /** The write-up as written: Markdown (decision 0030). */
  content: z.string().nullable(),
  /** The server's sanitized rendering of it; null when there is none. */
  contentHtml: z.string().nullable(),
  /** Its sections, for a table of contents; empty unless it has WRITEUP_TOC_MIN_HEADINGS. */
  contentToc: z.array(writeupTocEntrySchema),
  /** Its first words as plain text (link previews). */
  contentExcerpt: z.string().nullable(),
  githubUrl: z.string().nullable(),
  liveUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  /** True only for its owner and admins, who still see a hidden project. */
  hidden: z.boolean(),
  /** How many people saved it into one of their collections (issue 16). */
  savesCount: z.number().int(),
  media: z.array(projectMediaSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const createdProjectSchema = z.object({ id: z.string(), slug: z.string() });
export type CreatedProject = z.infer<typeof createdProjectSchema>;

export const previewUpdatedSchema = z.object({ id: z.string(), previewMediaId: z.string().nullable() });

export const commentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: projectAuthorSchema.omit({ title: true }),
});
export type ProjectComment = z.infer<typeof commentSchema>;

export const likedSchema = z.object({ liked: z.boolean() });
export const likeToggleSchema = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeToggle = z.infer<typeof likeToggleSchema>;

/** GET /api/stats: public, listed content only (see docs/decisions/0006). */
export const siteStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalProjects: z.number().int(),
  totalLikes: z.number().int(),
  totalComments: z.number().int(),
});
export type SiteStats = z.infer<typeof siteStatsSchema>;

export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
export const mediaParamsSchema = z.object({ id: z.string().min(1).max(200), mediaId: z.string().min(1).max(200) });
export const slugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export type ListProjectsQuery = z.input<typeof listProjectsQuerySchema>;
