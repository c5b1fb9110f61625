import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { blocks, follows } from '../../db/schema';

/** True when this call made the block (blocking twice is a no-op). */
export async function insertBlock(tx: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const added = await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing().returning({ blockerId: blocks.blockerId });
  return added.length > 0;
}

export async function deleteBlock(tx: Executor, blockerId: string, blockedId: string): Promise<void> {
  await tx.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

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

/** A block ends following in both directions (decision 9). */
export async function deleteFollowsBetween(tx: Executor, a: string, b: string): Promise<void> {
  await tx
    .delete(follows)
    .where(or(and(eq(follows.followerId, a), eq(follows.followingId, b)), and(eq(follows.followerId, b), eq(follows.followingId, a))));
}
