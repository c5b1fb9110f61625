import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { projects, userSettings } from '../../db/schema';

export type SettingsRow = typeof userSettings.$inferSelect;
export type SettingsChanges = Partial<Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>>;

export async function findSettings(db: Executor, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * Writes only the given fields: the first write creates the row (the other columns take the
 * schema's defaults, which are the spec's), later ones update it in place, race-free.
 */
export async function upsertSettings(db: Executor, userId: string, changes: SettingsChanges): Promise<SettingsRow> {
  const updatedAt = new Date();
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...changes, updatedAt })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt } })
    .returning();
  if (!row) throw new Error('settings were not saved');
  return row;
}

/**
 * True when the person turned "public profile" off (no row means the default, public). One
 * primary-key lookup: the condition every visitor-facing list and page adds for people and for
 * the authors of projects.
 */
export const hasPrivateProfile = (userId: SQL | AnyPgColumn): SQL =>
  sql`exists (select 1 from ${userSettings} where ${userSettings.userId} = ${userId} and not ${userSettings.publicProfile})`;

export async function isProfilePrivate(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ publicProfile: userSettings.publicProfile })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row ? !row.publicProfile : false;
}

/** True when the author of the project `projectId` turned "public profile" off: two key lookups. */
export const authorHasPrivateProfile = (projectId: SQL | AnyPgColumn): SQL =>
  // Aliased, so an outer query's "projects" stays the outer row inside the subquery.
  sql`exists (select 1 from ${projects} as private_author join ${userSettings} on ${userSettings.userId} = private_author.user_id where private_author.id = ${projectId} and not ${userSettings.publicProfile})`;
