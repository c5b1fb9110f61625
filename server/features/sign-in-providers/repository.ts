import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type LinkOfferRow, linkedAccounts, linkOffers, type ProviderFlowRow, providerFlows, type UserRow, users } from '../../db/schema';

export async function insertFlow(db: Executor, values: Omit<ProviderFlowRow, 'createdAt'>): Promise<void> {
  // Abandoned flows go as new ones come: no job needed, and the table stays a handful of rows.
  await db.delete(providerFlows).where(lt(providerFlows.expiresAt, new Date()));
  await db.insert(providerFlows).values(values);
}

/** Spends a flow exactly once: of two callbacks with the same state only one gets the row. */
export async function takeFlow(db: Executor, id: string, now: Date): Promise<ProviderFlowRow | null> {
  const [row] = await db
    .delete(providerFlows)
    .where(and(eq(providerFlows.id, id), gt(providerFlows.expiresAt, now)))
    .returning();
  return row ?? null;
}

export async function findLinkedAccount(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, provider), eq(linkedAccounts.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function linkedAccountsOf(db: Executor, userId: string) {
  return db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId)).orderBy(linkedAccounts.createdAt);
}

/** Null when the provider account or this person's account at that provider is already linked. */
export async function insertLinkedAccount(
  db: Executor,
  values: { id: string; userId: string; provider: string; subject: string; label: string },
): Promise<boolean> {
  const inserted = await db.insert(linkedAccounts).values(values).onConflictDoNothing().returning({ id: linkedAccounts.id });
  return inserted.length > 0;
}

export async function touchLinkedAccount(db: Executor, id: string, label: string, now: Date): Promise<void> {
  await db.update(linkedAccounts).set({ lastUsedAt: now, label }).where(eq(linkedAccounts.id, id));
}

export async function deleteLinkedAccount(db: Executor, userId: string, provider: string): Promise<boolean> {
  const deleted = await db
    .delete(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)))
    .returning({ id: linkedAccounts.id });
  return deleted.length > 0;
}

/** Null when the address was taken meanwhile (the unique index decides). */
export async function insertProviderUser(
  db: Executor,
  values: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'joiningStatus' | 'joinAnswer' | 'termsAcceptedAt'>,
): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: null, emailVerified: true })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function insertLinkOffer(db: Executor, values: LinkOfferRow): Promise<void> {
  await db.delete(linkOffers).where(lt(linkOffers.expiresAt, new Date()));
  await db.insert(linkOffers).values(values);
}

export async function findLinkOffer(db: Executor, id: string, now: Date): Promise<LinkOfferRow | null> {
  const [row] = await db
    .select()
    .from(linkOffers)
    .where(and(eq(linkOffers.id, id), gt(linkOffers.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function takeLinkOffer(db: Executor, id: string, now: Date): Promise<LinkOfferRow | null> {
  const [row] = await db
    .delete(linkOffers)
    .where(and(eq(linkOffers.id, id), gt(linkOffers.expiresAt, now)))
    .returning();
  return row ?? null;
}
