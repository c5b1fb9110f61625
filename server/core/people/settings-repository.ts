import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { userSettings } from '../../db/schema';

export type SettingsRow = typeof userSettings.$inferSelect;

export async function findSettings(db: Executor, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * True when the person turned "public profile" off (no row means the default, public). One
 * primary-key lookup: the condition visitor-facing lists and pages add for people and for the
 * authors of projects. Project feeds read the copy on each row instead (projects.author_private).
 */
export const hasPrivateProfile = (userId: SQL | AnyPgColumn): SQL =>
  sql`exists (select 1 from ${userSettings} where ${userSettings.userId} = ${userId} and not ${userSettings.publicProfile})`;

export async function isProfilePrivate(db: Executor, userId: string): Promise<boolean> {
  const statement = preparedStatement(db, 'users:profile-private', (name) =>
    db
      .select({ publicProfile: userSettings.publicProfile })
      .from(userSettings)
      .where(eq(userSettings.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row ? !row.publicProfile : false;
}

/** The value a new project of `userId` copies into projects.author_private. */
export const authorPrivateOf = (userId: string): SQL<boolean> => sql<boolean>`${hasPrivateProfile(sql`${userId}`)}`;

/** A new person's language (decision 0033): the one they registered in, unless they chose one already. */
export async function insertLanguageIfUnset(db: Executor, userId: string, language: string): Promise<void> {
  await db.insert(userSettings).values({ userId, language }).onConflictDoNothing({ target: userSettings.userId });
}
