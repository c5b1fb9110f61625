import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/**
 * A member's lists of saved projects (issue 16): the default "Saved" list, made the first time it
 * is needed, and named ones. Private ones are seen by their owner only.
 */
export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isPrivate: boolean('is_private').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('collections_user_created_idx').on(table.userId, table.createdAt),
    // One name per member, whatever its case; and one default list, which two first saves at once
    // cannot make twice.
    uniqueIndex('collections_user_name_unique').on(table.userId, sql`lower(${table.name})`),
    uniqueIndex('collections_user_default_unique').on(table.userId).where(sql`is_default`),
  ],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.projectId] }),
    // A project's deletion, and "which of my lists hold it" (joined to the owner's collections).
    index('collection_items_project_idx').on(table.projectId),
    index('collection_items_collection_created_idx').on(table.collectionId, table.createdAt.desc()),
  ],
);

export type CollectionRow = typeof collections.$inferSelect;
