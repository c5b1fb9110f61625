import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Two-factor sign-in and passkeys (issue 15, decision 0025). Every row belongs to one account and
 * goes with it (on delete cascade), so deleting an account removes its methods.
 */

/** The account's authenticator app. `enabledAt` null: set up but not yet confirmed with a code. */
export const totpCredentials = pgTable('totp_credentials', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM under a key derived from SESSION_SECRET (server/platform/secret-box.ts). */
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The 30-second step of the last code accepted: a code is never accepted twice. */
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes; only a keyed hash is kept, and a used one stays spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
);

/**
 * A sign-in whose password was right and whose second step is outstanding. Only the SHA-256 of
 * its token is kept; it is short-lived, single use and bound to the account.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** The WebAuthn challenge when the second step is a passkey; replaced by each new request. */
    challenge: text('challenge'),
    /** What the first step was: 'password', or `provider:<id>` for a sign-in provider (decision 0039). */
    firstFactor: text('first_factor').notNull().default('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_sign_ins_user_id_idx').on(table.userId)],
);

/**
 * Wrong second-step codes of an account since its last successful second step (decision 0025,
 * addendum): each ten start a pause of the code step, twice as long as the one before. A row only
 * for an account that has entered a wrong code; a successful second step removes it.
 */
export const secondFactorFailures = pgTable('second_factor_failures', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Codes tried and not accepted; counted before each is checked, so parallel guesses cannot pass the count. */
  failures: integer('failures').notNull().default(0),
  /** Until when codes are refused (429); null or past when they are not. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A WebAuthn credential. The id and public key are base64url, as @simplewebauthn gives them. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; a response whose counter does not grow is refused. */
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/**
 * A WebAuthn ceremony outside a pending sign-in: adding a passkey (bound to the account) or
 * signing in with one (bound to the browser by an HttpOnly cookie holding the id's token).
 */
export const webauthnCeremonies = pgTable(
  'webauthn_ceremonies',
  {
    idHash: text('id_hash').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webauthn_ceremonies_expires_at_idx').on(table.expiresAt)],
);

/** The admins' security rules, one row (id 1); no row = nothing required. */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Staff (moderators and admins) must have two-factor sign-in on to use staff tools. */
    requireStaffTwoFactor: boolean('require_staff_two_factor').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('security_settings_one_row', sql`${table.id} = 1`)],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
