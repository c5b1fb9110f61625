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

/** A block ends following in both directions (decision 9). */
export async function deleteFollowsBetween(tx: Executor, a: string, b: string): Promise<void> {
  await tx
    .delete(follows)
    .where(or(and(eq(follows.followerId, a), eq(follows.followingId, b)), and(eq(follows.followerId, b), eq(follows.followingId, a))));
}
