import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account at a sign-in provider (GitHub, GitLab, an OpenID Connect issuer) linked to a person
 * (decision 0026). `subject` is the provider's stable id for the person, never the e-mail: an
 * address can change hands at the provider, the subject cannot.
 */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** What the person is called there (login or e-mail), to tell linked accounts apart. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('linked_accounts_provider_subject_unique').on(table.provider, table.subject),
    uniqueIndex('linked_accounts_user_provider_unique').on(table.userId, table.provider),
  ],
);

/**
 * A redirect to a provider under way: the PKCE verifier and nonce kept server-side, keyed by the
 * SHA-256 of the state. Spent (deleted) by the callback, so a replayed callback finds nothing.
 */
export const providerFlows = pgTable(
  'provider_flows',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    intent: text('intent', { enum: ['sign-in', 'link'] }).notNull(),
    /** The signed-in person who asked to link; null for a sign-in. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    next: text('next'),
    /** What the register page asked (invitation, terms, answer), for a first sign-in. */
    joining: jsonb('joining').$type<{ invitationCode?: string; acceptTerms?: boolean; joinAnswer?: string }>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_flows_expires_idx').on(table.expiresAt)],
);

/**
 * A provider account whose verified e-mail matches an existing account: linked only when the
 * owner signs in the usual way and confirms (decision 0026). Keyed by the SHA-256 of a token
 * held in the browser's cookie.
 */
export const linkOffers = pgTable('link_offers', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  label: text('label').notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Browsers and devices (browser family + system, e.g. "Firefox on Linux") that signed in to an
 * account, kept after their sessions end, so a sign-in from a new one can be told apart.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.device] })],
);

export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;
export type ProviderFlowRow = typeof providerFlows.$inferSelect;
export type LinkOfferRow = typeof linkOffers.$inferSelect;
