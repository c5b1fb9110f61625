import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The site's and the directory's totals, kept by triggers with every write that changes them
 * (migration 0007), so reading them is a sum over a few rows instead of a count over every user
 * and project. A total is the sum of its column over all slots: a writing transaction moves the
 * slot of its own backend only, so concurrent likes do not queue on one row.
 * `shipyard_recount_site_counters()` counts them all again from scratch.
 */
export const siteCounters = pgTable('site_counters', {
  slot: smallint('slot').primaryKey(),
  /** People shown to others (verified once, not banned): `shownToOthers`. */
  people: bigint('people', { mode: 'number' }).notNull().default(0),
  /** People the directory lists (shown to others, public profile): `listedInDirectory`. */
  listedPeople: bigint('listed_people', { mode: 'number' }).notNull().default(0),
  listedProjects: bigint('listed_projects', { mode: 'number' }).notNull().default(0),
  /** likes_count and comments_count summed over listed projects. */
  likes: bigint('likes', { mode: 'number' }).notNull().default(0),
  comments: bigint('comments', { mode: 'number' }).notNull().default(0),
  /** How many skills (ignoring case) listed people have: directory_skills rows with people > 0. */
  skills: bigint('skills', { mode: 'number' }).notNull().default(0),
});

/**
 * Per skill ignoring case (`key` = lower(skill)): how many times listed people name it (one per
 * occurrence in a skills array, as the count over unnested skills did). May reach 0.
 */
export const directorySkills = pgTable(
  'directory_skills',
  {
    key: text('key').primaryKey(),
    people: integer('people').notNull().default(0),
  },
  // The popular skills in their order: count, then key.
  (table) => [index('directory_skills_popular_idx').on(table.people.desc(), table.key).where(sql`people > 0`)],
);

/** The same counts per exact spelling: a skill is shown in its most common one. May reach 0. */
export const directorySkillSpellings = pgTable(
  'directory_skill_spellings',
  {
    key: text('key').notNull(),
    spelling: text('spelling').notNull(),
    people: integer('people').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.spelling] })],
);

/**
 * A person's profile counts, kept by triggers (migration 0017, issue 12): listed projects and the
 * likes they received, followers and people followed, leaving out banned people's follows. No row
 * is a person with none of them. `shipyard_recount_people_counts()` counts them all again.
 */
export const peopleCounts = pgTable(
  'people_counts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    listedProjects: integer('listed_projects').notNull().default(0),
    likesReceived: integer('likes_received').notNull().default(0),
    followers: integer('followers').notNull().default(0),
    following: integer('following').notNull().default(0),
  },
);
