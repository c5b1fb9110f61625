import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Absent row = the spec's defaults (notifications on, public profile, dark, en, UTC). */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    projectNotifications: boolean('project_notifications').notNull().default(true),
    messageNotifications: boolean('message_notifications').notNull().default(true),
    publicProfile: boolean('public_profile').notNull().default(true),
    theme: text('theme', { enum: ['light', 'dark', 'system'] }).notNull().default('dark'),
    language: text('language').notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    /** Decision 0026: an e-mail when a new browser or device signs in (beyond the spec). */
    signInAlerts: boolean('sign_in_alerts').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The people who turned "public profile" off: the directory and search leave them out.
  (table) => [index('user_settings_private_idx').on(table.userId).where(sql`not public_profile`)],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index('blocks_blocked_idx').on(table.blockedId)],
);

/** One conversation per pair of people: user1Id is always the smaller id, so the pair is unique. */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    user1Id: text('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user2Id: text('user2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('conversations_pair_unique').on(table.user1Id, table.user2Id), index('conversations_user2_idx').on(table.user2Id)],
);

/**
 * Each person's own view of a conversation: what they have read, and from when they see it
 * (deleting a conversation clears it for that person only; a later message shows it again).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.userId] }), index('conversation_members_user_idx').on(table.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('messages_conversation_created_idx').on(table.conversationId, table.createdAt, table.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['message', 'comment', 'like', 'follow', 'moderation'] }).notNull(),
    projectId: text('project_id'),
    commentId: text('comment_id'),
    conversationId: text('conversation_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set when an e-mail digest included it, so a burst becomes one e-mail. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_unread_idx').on(table.userId).where(sql`read_at is null`),
    index('notifications_unemailed_idx').on(table.createdAt).where(sql`emailed_at is null`),
  ],
);

/**
 * Everything pushed to a person's open tabs, numbered, so a tab that reconnects with
 * Last-Event-ID gets exactly what it missed. Pruned after a day.
 */
export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_events_user_id_idx').on(table.userId, table.id)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
