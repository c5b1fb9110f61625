import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, setupTokens } from '../../db/schema';

/** The one-time setup links (decision 0023): stored hashed, spent once. */

export async function insertToken(db: Executor, values: { tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(setupTokens).values(values);
}

/** Spends the link if it is unused and unexpired; false otherwise. One statement, so never twice. */
export async function spendToken(db: Executor, tokenHash: string, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(setupTokens)
    .set({ usedAt: now, usedBy: userId })
    .where(and(eq(setupTokens.tokenHash, tokenHash), isNull(setupTokens.usedAt), gt(setupTokens.expiresAt, now)))
    .returning({ tokenHash: setupTokens.tokenHash });
  return rows.length > 0;
}

export async function insertAuditEntry(db: Executor, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}
