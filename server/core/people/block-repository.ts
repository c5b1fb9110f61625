import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks } from '../../db/schema';

/** Both directions in one query: who of `a` and `b` blocked the other. */
export async function blocksBetween(db: Executor, a: string, b: string): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))));
  return { aBlockedB: rows.some((row) => row.blockerId === a), bBlockedA: rows.some((row) => row.blockerId === b) };
}

/** Everyone `userId` blocked or was blocked by. */
export async function blockedEitherWay(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
  return new Set(rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)));
}

/**
 * Blocking (decision 9): total in both directions. Other features ask `isBlockedEitherWay`
 * before a message, a conversation, a comment, a follow or a notification.
 */
export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const { aBlockedB, bBlockedA } = await blocksBetween(db, a, b);
  return aBlockedB || bBlockedA;
}
