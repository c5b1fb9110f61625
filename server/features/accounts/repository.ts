import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountTokens, type UserRow, users } from '../../db/schema';

export type TokenPurpose = 'verify-email' | 'reset-password';

/** Returns null when the address is already taken (the unique index decides, race-free). */
export async function insertUser(
  db: Executor,
  values: Pick<UserRow, 'id' | 'email' | 'passwordHash' | 'firstName' | 'lastName' | 'role'> &
    Partial<Pick<UserRow, 'joiningStatus' | 'joinAnswer' | 'termsAcceptedAt'>>,
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row ?? null;
}

export async function grantAdminByEmails(db: Executor, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const updated = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(sql`${users.email} in ${emails} and ${users.role} <> 'admin'`)
    .returning({ id: users.id });
  return updated.length;
}

export async function insertToken(
  db: Executor,
  values: { tokenHash: string; userId: string; purpose: TokenPurpose; email: string; expiresAt: Date },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

export async function findUsableToken(db: Executor, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Spends a token exactly once: the conditional UPDATE lets only one of two concurrent requests
 * with the same link through.
 */
export async function consumeToken(db: Executor, tokenHash: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** A new reset link makes older unused ones worthless. */
export async function expireTokensOfUser(db: Executor, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
