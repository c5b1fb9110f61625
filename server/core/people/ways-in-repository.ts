import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { linkedAccounts, passkeys, users } from '../../db/schema';

/** Every way into an account: its password, its linked providers' ids and its passkeys' ids. */
export interface WaysIn {
  password: boolean;
  providers: string[];
  passkeys: string[];
}

/**
 * Locks the person's row and reads their ways in, so two removals at once (two passkeys, a
 * passkey and a provider) cannot both leave the account without one: null when there is no such
 * account. Call it inside a transaction.
 */
export async function lockWaysIn(tx: Executor, userId: string): Promise<WaysIn | null> {
  const [user] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1).for('update');
  if (!user) return null;
  const providerRows = await tx.select({ provider: linkedAccounts.provider }).from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
  const passkeyRows = await tx.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId));
  return { password: user.passwordHash !== null, providers: providerRows.map((row) => row.provider), passkeys: passkeyRows.map((row) => row.id) };
}
