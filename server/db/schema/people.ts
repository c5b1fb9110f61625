import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: text('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (following, follower): a follower count is an index-only scan.
  (table) => [primaryKey({ columns: [table.followerId, table.followingId] }), index('follows_following_follower_idx').on(table.followingId, table.followerId)],
);

/**
 * Every word of people's names, titles and skills (lowercase, as the 'simple' text search
 * configuration splits them) with how many people use it: the vocabulary a misspelled search is
 * corrected against. Kept by a trigger on users (migration 0005); `people` may reach 0. Read whole
 * into each app's memory (decision 0036), never searched: its trigram index went in migration 0020.
 */
export const peopleWords = pgTable('people_words', {
  word: text('word').primaryKey(),
  people: integer('people').notNull().default(0),
});
