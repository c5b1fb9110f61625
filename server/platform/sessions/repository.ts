import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { knownDevices, sessions, users } from '../../db/schema';

export async function insertSession(
  db: Executor,
  values: { id: string; userId: string; userAgent: string | null; ipAddress: string | null; expiresAt: Date; signInMethod?: string; provedAt?: Date },
): Promise<void> {
  // Every way of opening a session is a fresh sign-in, so it starts with a proof (decision 0039).
  await db.insert(sessions).values({ ...values, provedAt: values.provedAt ?? new Date() });
}

/** Records a re-confirmation of the session's owner (decision 0039). */
export async function markSessionProved(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ provedAt: at }).where(eq(sessions.id, id));
}

/**
 * Records that `device` signed in to the account. 'new-device' when the account knew other
 * devices but not this one; 'first' for the account's first known device; 'known' otherwise. The
 * insert decides (`xmax = 0` marks a row this statement inserted), so two concurrent sign-ins
 * from one new browser announce it once.
 */
export async function rememberDevice(db: Executor, userId: string, device: string, now: Date): Promise<'first' | 'new-device' | 'known'> {
  const [row] = await db
    .insert(knownDevices)
    .values({ userId, device, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownDevices.userId, knownDevices.device], set: { lastSeenAt: now } })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  if (!row?.inserted) return 'known';
  const [other] = await db
    .select({ device: knownDevices.device })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), ne(knownDevices.device, device)))
    .limit(1);
  return other ? 'new-device' : 'first';
}

/** Devices known from elsewhere (sessions older than the list of devices), recorded as seen. */
export async function rememberDevices(db: Executor, userId: string, devices: string[], now: Date): Promise<void> {
  if (devices.length === 0) return;
  const rows = [...new Set(devices)].map((device) => ({ userId, device, firstSeenAt: now, lastSeenAt: now }));
  await db.insert(knownDevices).values(rows).onConflictDoNothing();
}

/** The user agents of the account's other live sessions. */
export async function userAgentsOfOtherSessions(db: Executor, userId: string, exceptId: string, now: Date): Promise<Array<string | null>> {
  const rows = await db
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, exceptId), gt(sessions.expiresAt, now)));
  return rows.map((row) => row.userAgent);
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
