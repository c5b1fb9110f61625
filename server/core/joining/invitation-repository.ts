import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type InvitationRow, invitations } from '../../db/schema';

/** The invitation reads registration needs; the joining feature owns making and revoking them. */

const usable = (now: Date) =>
  and(isNull(invitations.revokedAt), gt(invitations.expiresAt, now), lt(invitations.uses, invitations.maxUses));

export async function findUsableInvitation(db: Executor, code: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.code, code), usable(now)))
    .limit(1);
  return row ?? null;
}

/**
 * Spends one use. The conditional UPDATE lets exactly `max_uses` registrations through, however
 * many arrive at once; null when the invitation is no longer usable.
 */
export async function spendInvitation(db: Executor, code: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ uses: sql`${invitations.uses} + 1` })
    .where(and(eq(invitations.code, code), usable(now)))
    .returning();
  return row ?? null;
}
