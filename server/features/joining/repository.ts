import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { auditLog, type InvitationRow, invitations, type UserRow, users } from '../../db/schema';

/** The joining feature's queries: the pending queue and invitations (decision 0024). */

const nameOf = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

export async function listPending(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.joiningStatus, 'pending')).orderBy(asc(users.createdAt));
}

/**
 * Admits a pending account. A verified address is stamped as established now (the trigger left
 * `first_verified_at` null while pending, decision 0024); an unverified one gets it from the
 * trigger when its link is followed. The counters' triggers see the stamp like a verification.
 */
export async function approvePending(db: Executor, userId: string, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({
      joiningStatus: 'approved',
      firstVerifiedAt: sql`case when ${users.emailVerified} then ${now.toISOString()}::timestamptz end`,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), eq(users.joiningStatus, 'pending')))
    .returning();
  return row ?? null;
}

/** A rejected registration is removed: nothing of a person the community did not admit is kept. */
export async function deletePending(db: Executor, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.joiningStatus, 'pending')))
    .returning();
  return row ?? null;
}

export async function insertInvitation(db: Executor, values: Pick<InvitationRow, 'id' | 'code' | 'createdBy' | 'maxUses' | 'expiresAt'>) {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('the invitation was not inserted');
  return row;
}

export async function findInvitation(db: Executor, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

export async function revokeInvitation(db: Executor, id: string, now: Date): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.revokedAt)))
    .returning();
  return row ?? null;
}

export type InvitationWithMaker = InvitationRow & { makerName: string | null };

/** Newest first; one maker's, or everyone's for the staff. */
export async function listInvitations(db: Executor, createdBy: string | null, limit: number): Promise<InvitationWithMaker[]> {
  const maker = alias(users, 'maker');
  const rows = await db
    .select({ invitation: invitations, makerName: nameOf(maker) })
    .from(invitations)
    .leftJoin(maker, eq(maker.id, invitations.createdBy))
    .where(createdBy ? eq(invitations.createdBy, createdBy) : undefined)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.invitation, makerName: row.makerName }));
}

/** Who registered with these invitations: who invited whom. */
export async function inviteesOf(db: Executor, invitationIds: string[]) {
  if (invitationIds.length === 0) return [];
  return db
    .select({ invitationId: users.invitationId, id: users.id, name: nameOf(users), joinedAt: users.createdAt })
    .from(users)
    .where(inArray(users.invitationId, invitationIds))
    .orderBy(asc(users.createdAt));
}

/**
 * The people a member has brought in or may still bring in with open invitations: uses made, plus
 * the uses left on invitations neither revoked nor expired. The member quota bounds this.
 */
export async function committedUses(db: Executor, userId: string, now: Date): Promise<number> {
  const open = and(isNull(invitations.revokedAt), gt(invitations.expiresAt, now), lt(invitations.uses, invitations.maxUses));
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${invitations.uses} + case when ${open} then ${invitations.maxUses} - ${invitations.uses} else 0 end), 0)::int`,
    })
    .from(invitations)
    .where(eq(invitations.createdBy, userId));
  return row?.total ?? 0;
}

export async function findUserName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: nameOf(users) }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

/** The staff's joining acts go in the admin panel's audit log beside sanctions. */
export async function insertAuditEntry(db: Executor, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}
