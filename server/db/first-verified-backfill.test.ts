import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/harness';
import { cookieFor } from '../test/projects';
import { insertProject } from '../features/people/test-support';
import { accountTokens, users } from './schema';

/**
 * Migration 0006 decides who was established before `first_verified_at` existed (decision 0015):
 * every existing account gets the column's one-off default, then the statement that takes it away
 * from the never-verified runs. Here that statement runs again on accounts with one kind of
 * evidence each of a past sign-in; only the account with none must lose its stamp.
 */
const context = useTestApp();

function unstampStatement(): string {
  const file = readFileSync(new URL('./migrations/0006_unverified_accounts.sql', import.meta.url), 'utf8');
  const statements = file
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement.startsWith('UPDATE "users" SET "first_verified_at" = NULL'));
  expect(statements).toHaveLength(1);
  return statements[0] as string;
}

it('keeps the stamp of verified accounts and of accounts with signs of a past sign-in, and no other', async () => {
  const { db } = context.deps.database;
  const unverified = { emailVerified: false };
  const verified = await createUser(context);
  const signedIn = await createUser(context, unverified);
  await cookieFor(context, signedIn);
  const moved = await createUser(context, unverified);
  const token = { purpose: 'verify-email' as const, expiresAt: new Date(), usedAt: new Date() };
  await db.insert(accountTokens).values({ ...token, tokenHash: 'old-address', userId: moved.id, email: 'before@example.com' });
  const author = await createUser(context, unverified);
  await insertProject(context, author.id);
  const never = await createUser(context, unverified);
  await db.insert(accountTokens).values({ ...token, tokenHash: 'own-address', userId: never.id, email: never.email, usedAt: null });

  const migratedAt = new Date('2026-11-22T00:00:00Z');
  await db.update(users).set({ firstVerifiedAt: migratedAt });
  await db.execute(sql.raw(unstampStatement()));

  const stamped = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]?.firstVerifiedAt ?? null;
  for (const person of [verified, signedIn, moved, author]) expect(await stamped(person.id)).toEqual(migratedAt);
  expect(await stamped(never.id)).toBeNull();
});

it('stamps the first verification in the database, and keeps the stamp when the address changes', async () => {
  const { db } = context.deps.database;
  const person = await createUser(context, { emailVerified: false });
  expect(person.firstVerifiedAt).toBeNull();
  const [verified] = await db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id)).returning();
  expect(verified?.firstVerifiedAt).toBeInstanceOf(Date);
  const [moved] = await db.update(users).set({ email: 'moved@example.com', emailVerified: false }).where(eq(users.id, person.id)).returning();
  expect(moved?.firstVerifiedAt).toEqual(verified?.firstVerifiedAt);
  const [again] = await db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id)).returning();
  expect(again?.firstVerifiedAt).toEqual(verified?.firstVerifiedAt);
});
