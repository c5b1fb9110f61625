import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { randomUUID } from 'node:crypto';
import { auditLog, passkeys, pendingSignIns, recoveryCodes, securitySettings, totpCredentials } from '../../db/schema';

export async function findTotp(db: Executor, userId: string) {
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)).limit(1);
  return row ?? null;
}

/** A new set-up replaces one never confirmed; an enabled one is left alone (null). */
export async function upsertUnconfirmedTotp(db: Executor, userId: string, secretSealed: string) {
  const [row] = await db
    .insert(totpCredentials)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secretSealed, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(totpCredentials.enabledAt),
    })
    .returning();
  return row ?? null;
}

/**
 * Records `step` as used, only if it is later than the last one used: two requests with the same
 * code cannot both pass, since the database serialises the update (decision 0025).
 */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(and(eq(totpCredentials.userId, userId), or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step))))
    .returning({ userId: totpCredentials.userId });
  return claimed.length > 0;
}

export async function markTotpEnabled(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(totpCredentials).set({ enabledAt: now }).where(eq(totpCredentials.userId, userId));
}

export async function deleteTotp(db: Executor, userId: string): Promise<void> {
  await db.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId })));
  });
}

/** Spends an unused code of this account; false when there is none (wrong, used or another's). */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash });
  return spent.length > 0;
}

export async function unusedRecoveryCodeCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.value ?? 0;
}

export async function passkeyCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.value ?? 0;
}

export async function insertPendingSignIn(db: Executor, values: { tokenHash: string; userId: string; expiresAt: Date; firstFactor?: string }): Promise<void> {
  await db.insert(pendingSignIns).values(values);
}

export async function findUsablePendingSignIn(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), isNull(pendingSignIns.usedAt), gt(pendingSignIns.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Single use even under a race: only one request turns `used_at` from null. */
export async function spendPendingSignIn(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(pendingSignIns)
    .set({ usedAt: now })
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), isNull(pendingSignIns.usedAt), gt(pendingSignIns.expiresAt, now)))
    .returning({ tokenHash: pendingSignIns.tokenHash });
  return spent.length > 0;
}

export async function setPendingChallenge(db: Executor, tokenHash: string, challenge: string | null): Promise<void> {
  await db.update(pendingSignIns).set({ challenge }).where(eq(pendingSignIns.tokenHash, tokenHash));
}

/** Old pending sign-ins of the account go when a new one starts; they are useless by then. */
export async function deleteStalePendingSignIns(db: Executor, userId: string, now: Date): Promise<void> {
  await db.delete(pendingSignIns).where(and(eq(pendingSignIns.userId, userId), or(lt(pendingSignIns.expiresAt, now), isNotNull(pendingSignIns.usedAt))));
}

export async function readStaffTwoFactorRule(db: Executor): Promise<boolean> {
  const [row] = await db.select({ required: securitySettings.requireStaffTwoFactor }).from(securitySettings).where(eq(securitySettings.id, 1)).limit(1);
  return row?.required ?? false;
}

/** Writes the rule and its audit-log entry together (decision 7: every admin action is logged). */
export async function writeStaffTwoFactorRule(db: Executor, required: boolean, adminId: string): Promise<void> {
  const values = { requireStaffTwoFactor: required, updatedBy: adminId, updatedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.insert(securitySettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: securitySettings.id, set: values });
    await tx.insert(auditLog).values({ id: randomUUID(), actorId: adminId, action: 'change_security_settings', details: { requireStaffTwoFactor: required } });
  });
}
