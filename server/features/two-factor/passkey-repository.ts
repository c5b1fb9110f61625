import { and, asc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PasskeyRow, passkeys, webauthnCeremonies } from '../../db/schema';

export async function passkeysOf(db: Executor, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function findPasskey(db: Executor, id: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.id, id)).limit(1);
  return row ?? null;
}

export async function insertPasskey(db: Executor, values: typeof passkeys.$inferInsert): Promise<PasskeyRow | null> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * Records a use. The counter only moves forward: of two answers with the same counter (a cloned
 * authenticator, a replay) only one can update.
 */
export async function recordPasskeyUse(db: Executor, id: string, previousCounter: number, newCounter: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), eq(passkeys.counter, previousCounter)))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}

export async function renamePasskey(db: Executor, userId: string, id: string, name: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePasskey(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return deleted.length > 0;
}

export async function insertCeremony(db: Executor, values: typeof webauthnCeremonies.$inferInsert): Promise<void> {
  await db.insert(webauthnCeremonies).values(values);
}

/** Takes the ceremony out (single use); null when unknown, used or expired. */
export async function takeCeremony(db: Executor, idHash: string, purpose: 'register' | 'sign-in', now: Date) {
  const [row] = await db
    .delete(webauthnCeremonies)
    .where(and(eq(webauthnCeremonies.idHash, idHash), eq(webauthnCeremonies.purpose, purpose)))
    .returning();
  return row && row.expiresAt > now ? row : null;
}

export async function deleteExpiredCeremonies(db: Executor, now: Date): Promise<void> {
  await db.delete(webauthnCeremonies).where(lt(webauthnCeremonies.expiresAt, now));
}
