import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userEvents } from '../../db/schema';

export interface StoredEvent {
  id: number;
  userId: string;
  type: string;
  payload: Record<string, unknown>;
}

const columns = { id: userEvents.id, userId: userEvents.userId, type: userEvents.type, payload: userEvents.payload };

export async function insertEvent(tx: Executor, userId: string, type: string, payload: Record<string, unknown>): Promise<number> {
  const [row] = await tx.insert(userEvents).values({ userId, type, payload }).returning({ id: userEvents.id });
  if (!row) throw new Error('event was not inserted');
  return row.id;
}

/** Inside a transaction the notification leaves at commit, so listeners never load a missing row. */
export async function notifyChannel(tx: Executor, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export async function findEvent(db: Executor, id: number): Promise<StoredEvent | undefined> {
  const [row] = await db.select(columns).from(userEvents).where(eq(userEvents.id, id)).limit(1);
  return row;
}

/** What a reconnecting tab missed, oldest first. */
export async function eventsAfter(db: Executor, userId: string, afterId: number, limit: number): Promise<StoredEvent[]> {
  return db
    .select(columns)
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), gt(userEvents.id, afterId)))
    .orderBy(asc(userEvents.id))
    .limit(limit);
}

export async function pruneEvents(db: Executor, olderThan: Date): Promise<void> {
  await db.delete(userEvents).where(lt(userEvents.createdAt, olderThan));
}
