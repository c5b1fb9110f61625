import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Who may join (decision 0024): one row, id 1, made by the migration. Absent columns' defaults are
 * today's behaviour: open registration, no question, no invitations by members, no domain lists,
 * no terms to accept.
 */
export const joiningSettings = pgTable(
  'joining_settings',
  {
    id: integer('id').primaryKey().default(1),
    mode: text('mode', { enum: ['open', 'approval', 'invite-only', 'closed'] }).notNull().default('open'),
    /** Asked on the form in approval mode; null or empty: no question. */
    joinQuestion: text('join_question'),
    membersMayInvite: boolean('members_may_invite').notNull().default(false),
    /** How many people one member may bring in (uses made plus uses still open). */
    memberInviteQuota: integer('member_invite_quota').notNull().default(5),
    /** Lower-case domains; an address matches a domain or any subdomain of it. */
    allowedDomains: text('allowed_domains').array().notNull().default(sql`'{}'::text[]`),
    blockedDomains: text('blocked_domains').array().notNull().default(sql`'{}'::text[]`),
    requireTerms: boolean('require_terms').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('joining_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * An invitation link. The code is kept as is (not hashed) so its maker can copy the link again:
 * it admits a registration, nothing more, and is revocable (decision 0024).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** Null once the maker's account is deleted: the invitation and who used it stay. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invitations_created_by_idx').on(table.createdBy),
    check('invitations_uses_within_max', sql`${table.uses} >= 0 and ${table.uses} <= ${table.maxUses}`),
  ],
);

export type JoiningSettingsRow = typeof joiningSettings.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
