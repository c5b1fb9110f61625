import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tsvector } from './types';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Every user field of both spec documents, the role, and the moderation status fields. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** Null for an account made through a sign-in provider (decision 0026) until a password is set. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * When an address of this account was first verified (decision 0015). Null: never verified, so
     * the account is shown to nobody but itself and admins. It stays set when a change of address
     * makes `emailVerified` false again: the person is an established member. Set by a trigger
     * whenever `emailVerified` becomes true (migration 0006), whichever code path does it.
     */
    firstVerifiedAt: timestamp('first_verified_at', { withTimezone: true }),
    /** 'moderator' since migration 0010 (decision 0023); a text column, so no SQL change for it. */
    role: text('role', { enum: ['user', 'moderator', 'admin'] }).notNull().default('user'),
    profileImageUrl: text('profile_image_url'),
    /** Markdown (decision 0030); `bio_html` is its sanitized rendering by `bio_renderer`'s version. */
    bio: text('bio'),
    bioHtml: text('bio_html'),
    bioRenderer: integer('bio_renderer').notNull().default(0),
    title: text('title'),
    location: text('location'),
    website: text('website'),
    publicEmail: text('public_email'),
    github: text('github'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    facebook: text('facebook'),
    gitlab: text('gitlab'),
    stackoverflow: text('stackoverflow'),
    youtube: text('youtube'),
    twitch: text('twitch'),
    steam: text('steam'),
    itchio: text('itchio'),
    devto: text('devto'),
    medium: text('medium'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'warned', 'suspended', 'banned'] }).notNull().default('active'),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    warningCount: integer('warning_count').notNull().default(0),
    /**
     * Decision 0024: 'pending' while the staff review a registration made in approval mode. A
     * pending account cannot sign in and, like a never-verified one, shows nowhere: the
     * first-verification trigger leaves `first_verified_at` null until approval sets it.
     */
    joiningStatus: text('joining_status', { enum: ['approved', 'pending'] }).notNull().default('approved'),
    /** The answer to "why do you want to join?" (approval mode), for the staff. */
    joinAnswer: text('join_answer'),
    /** Who invited this person (invite-only mode); the invitation itself is `invitation_id`. */
    invitedBy: text('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    invitationId: text('invitation_id'),
    /** When the person accepted the terms and code of conduct at registration, if asked to. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    ...timestamps,
    /** Names weigh most, then title and skills, then the rest of the profile (people search). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(first_name, '') || ' ' || coalesce(last_name, '')), 'A') || setweight(to_tsvector('english', coalesce(title, '') || ' ' || shipyard_join_text(skills)), 'B') || setweight(to_tsvector('english', coalesce(bio, '') || ' ' || coalesce(location, '')), 'C')`,
    ),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_created_at_idx').on(table.createdAt),
    index('users_search_idx').using('gin', table.searchVector),
    // The few banned people, for counting followers without looking up every follower.
    // The staff's queue of pending registrations; few rows, so a partial index.
    index('users_pending_idx').on(table.createdAt).where(sql`joining_status = 'pending'`),
    index('users_invited_by_idx').on(table.invitedBy).where(sql`invited_by is not null`),
    index('users_banned_idx').on(table.id).where(sql`status = 'banned' or banned_at is not null`),
    // The few staff: the staff list, "is there an admin yet" (first start) and the last-admin rule.
    index('users_staff_idx').on(table.role).where(sql`role <> 'user'`),
  ],
);

/** A signed-in browser. Only the SHA-256 of the cookie's token is kept, as the id. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * How this session signed in (decision 0026): 'password', 'provider:<id>', and the second-step
     * methods ('password+totp', 'passkey', …). Shown in the sessions list.
     */
    signInMethod: text('sign_in_method').notNull().default('password'),
    /**
     * When this session last proved the password or a current second factor: its sign-in, or a
     * re-confirmation (decision 0039). Null for sessions from before it was recorded: they confirm.
     */
    provedAt: timestamp('proved_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/**
 * Single-use links sent by e-mail (the spec's verificationToken and resetPasswordToken). Kept in
 * their own table, hashed, so several can be outstanding and each is spent exactly once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    /** The address being verified, so a link for an old address cannot verify a new one. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
