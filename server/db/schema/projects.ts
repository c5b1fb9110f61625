import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { WriteupTocEntry } from '../../../common/writeups';
import type { MediaRendition } from '../../../common/media';
import { tsvector } from './types';
import { users } from './users';

export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    /** Made once from the title and never changed, so shared links keep working (decision 11). */
    slug: text('slug').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** The write-up, as its author wrote it: Markdown (decision 0030). */
    content: text('content'),
    /**
     * Derived from `content` by the write-up renderer (server/platform/writeups), never edited:
     * the sanitized HTML, the words without markup (search, RSS, link previews), the table of
     * contents, and the renderer version that made them — an older one is rendered again on read.
     */
    contentHtml: text('content_html'),
    contentText: text('content_text'),
    contentToc: jsonb('content_toc').$type<WriteupTocEntry[]>(),
    contentRenderer: integer('content_renderer').notNull().default(0),
    /** 1 to 3 of the 42 canonical categories (decision 1). */
    categories: text('categories').array().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    technologies: text('technologies').array().notNull().default(sql`'{}'::text[]`),
    githubUrl: text('github_url'),
    liveUrl: text('live_url'),
    youtubeUrl: text('youtube_url'),
    previewMediaId: text('preview_media_id'),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /**
     * published, not hidden, and its author not banned: the one flag every public list filters
     * on, so each feed is a single partial-index scan (kept in step by the services that change
     * any of the three).
     */
    listed: boolean('listed').notNull().default(true),
    /**
     * The author turned "public profile" off in Settings: visitors do not see the project. A copy
     * of user_settings.public_profile (negated), kept in step by the settings service and set on
     * create, so the visitor feed filters on the row it reads instead of looking the author up.
     */
    authorPrivate: boolean('author_private').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    /** People who saved it into one of their collections (issue 16), however many of their lists hold it. */
    savesCount: integer('saves_count').notNull().default(0),
    /** log2 of the engagement weight plus age in half-lives: see docs/decisions (trending). */
    trendingScore: doublePrecision('trending_score').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || shipyard_join_text(technologies) || ' ' || shipyard_join_text(tags)), 'B') || setweight(to_tsvector('english', coalesce(content_text, '')), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex('projects_slug_unique').on(table.slug),
    // `listed` last: a developer's count of listed projects is an index-only scan.
    index('projects_user_created_idx').on(table.userId, table.createdAt.desc(), table.listed),
    // author_private last: the order comes from the leading columns, and the visitor filter is
    // checked on the index entry (an index-only scan), however deep the page.
    index('projects_newest_idx').on(table.createdAt.desc(), table.id.desc(), table.authorPrivate).where(sql`listed`),
    index('projects_featured_idx').on(table.createdAt.desc(), table.id.desc(), table.authorPrivate).where(sql`listed and featured`),
    // No pending list: a search would scan it. Edits are rare, and counter updates leave this index
    // alone: no index holds the counts or the score, so those are HOT updates (decision 0004; the
    // table keeps free space in each page for them, fillfactor 70 since migration 0019: a row with its write-up is 1-2 KB).
    index('projects_search_idx').using('gin', table.searchVector).with({ fastupdate: false }),
  ],
);

/**
 * One row per (category or group, project), copying the sort keys, so a category feed is an
 * index scan in the right order instead of filtering an array and sorting.
 */
export const projectCategories = pgTable(
  'project_categories',
  {
    category: text('category').notNull(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    listed: boolean('listed').notNull(),
    featured: boolean('featured').notNull(),
    /** Copied from projects.author_private. */
    authorPrivate: boolean('author_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    trendingScore: doublePrecision('trending_score').notNull(),
  },
  (table) => [
    // Project first: it serves the look-ups by project too (copies, deletions) with one index less to
    // write on every change of a feed row.
    primaryKey({ columns: [table.projectId, table.category] }),
    index('project_categories_newest_idx')
      .on(table.category, table.createdAt.desc(), table.projectId.desc(), table.authorPrivate)
      .where(sql`listed`),
    index('project_categories_trending_idx')
      .on(table.category, table.trendingScore.desc(), table.projectId.desc(), table.authorPrivate)
      .where(sql`listed`),
  ],
);

export const projectMedia = pgTable(
  'project_media',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['image', 'video'] }).notNull(),
    url: text('url').notNull(),
    /** A card-sized rendition for grids (images only). */
    thumbnailUrl: text('thumbnail_url'),
    /** Decision 0031: pixel size, ThumbHash placeholder, renditions; poster and length of videos. */
    width: integer('width'),
    height: integer('height'),
    placeholder: text('placeholder'),
    /** null until made (a medium stored before decision 0031 waits for the start-up backfill). */
    renditions: jsonb('renditions').$type<MediaRendition[]>(),
    posterUrl: text('poster_url'),
    durationSeconds: real('duration_seconds'),
    caption: text('caption'),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('project_media_project_order_idx').on(table.projectId, table.order),
    // What the backfill looks for (our own uploads only): empty once every one has its renditions.
    index('project_media_pending_details_idx').on(table.id).where(sql`renditions is null and url like '/uploads/%'`),
  ],
);

/** Every stored file, so a project or account deletion can remove exactly its files. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video', 'avatar'] }).notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** Decision 0031: pixel size, ThumbHash placeholder, renditions; poster and length of videos. */
    width: integer('width'),
    height: integer('height'),
    placeholder: text('placeholder'),
    /** null until made (a medium stored before decision 0031 waits for the start-up backfill). */
    renditions: jsonb('renditions').$type<MediaRendition[]>(),
    posterUrl: text('poster_url'),
    durationSeconds: real('duration_seconds'),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Storage keys of the original and of every rendition. */
    storageKeys: text('storage_keys').array().notNull(),
    mediaId: text('media_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('uploads_url_unique').on(table.url),
    index('uploads_user_idx').on(table.userId),
    index('uploads_media_idx').on(table.mediaId),
  ],
);

export const projectLikes = pgTable(
  'project_likes',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.userId] }), index('project_likes_user_idx').on(table.userId)],
);

export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_project_created_idx').on(table.projectId, table.createdAt),
    index('comments_user_idx').on(table.userId),
  ],
);

/** One row per viewer per hour: a reload loop cannot inflate the view count. */
export const projectViews = pgTable(
  'project_views',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.viewerKey, table.hour] }), index('project_views_hour_idx').on(table.hour)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMediaRow = typeof projectMedia.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
