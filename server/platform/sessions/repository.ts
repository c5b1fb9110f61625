import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: Executor,
  values: { id: string; userId: string; userAgent: string | null; ipAddress: string | null; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findLiveSessionWithUser(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Executor, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSession(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Signs a person out everywhere, or everywhere but the session given. */
export async function deleteSessionsOfUser(db: Executor, userId: string, exceptId?: string): Promise<number> {
  const condition = exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId);
  const deleted = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return deleted.length;
}

export async function listSessionsOfUser(db: Executor, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}
