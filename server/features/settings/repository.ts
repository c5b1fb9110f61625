import { and, eq, inArray, ne, } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projectCategories, projects, userSettings, users } from '../../db/schema';

export type SettingsRow = typeof userSettings.$inferSelect;
export type SettingsChanges = Partial<Omit<typeof userSettings.$inferInsert, 'userId' | 'updatedAt'>>;

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
 * Row-locks the person (FOR NO KEY UPDATE: likes, follows and other foreign-key checks go on) for
 * the rest of the transaction, so a project created meanwhile cannot copy a "public profile" value
 * that is about to change: creation takes a share lock on the same row first (projects repository).
 */
export async function lockPerson(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Copies "public profile off" onto the person's projects and their feed rows, which visitor feeds
 * filter on (projects.author_private). Two statements, not one: the second takes a new snapshot,
 * so it also sees feed rows rewritten by a project update that the first statement waited for.
 */
export async function setAuthorPrivate(tx: Executor, userId: string, authorPrivate: boolean): Promise<void> {
  await tx
    .update(projects)
    .set({ authorPrivate })
    .where(and(eq(projects.userId, userId), ne(projects.authorPrivate, authorPrivate)));
  await tx
    .update(projectCategories)
    .set({ authorPrivate })
    .where(
      and(
        inArray(projectCategories.projectId, tx.select({ id: projects.id }).from(projects).where(eq(projects.userId, userId))),
        ne(projectCategories.authorPrivate, authorPrivate),
      ),
    );
}

