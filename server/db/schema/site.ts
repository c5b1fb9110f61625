import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The community's identity, one row (issue 14, decision 0022). No row = today's texts
 * (DEFAULT_SITE in common/site-constants.ts), so a fresh install looks as before.
 * The logo and favicon are files we made from an upload; their storage keys are kept here so
 * replacing or removing one deletes exactly those files.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull(),
    tagline: text('tagline').notNull(),
    description: text('description').notNull(),
    accentColor: text('accent_color').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    logoUrl: text('logo_url'),
    logoKeys: text('logo_keys').array().notNull().default(sql`'{}'::text[]`),
    faviconUrl: text('favicon_url'),
    faviconKeys: text('favicon_keys').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('site_settings_one_row', sql`${table.id} = 1`)],
);

/** The operator's Markdown pages (/about, /code-of-conduct, /terms, /privacy); no row = not written. */
export const sitePages = pgTable('site_pages', {
  slug: text('slug').primaryKey(),
  markdown: text('markdown').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SitePageRow = typeof sitePages.$inferSelect;
