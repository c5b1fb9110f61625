import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationMembers, conversations, messages, users } from '../../db/schema';

export async function findByPair(db: Executor, user1Id: string, user2Id: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.user1Id, user1Id), eq(conversations.user2Id, user2Id)))
    .limit(1);
  return row ?? null;
}

/** The pair is unique: of two concurrent creations one inserts and both return that row. */
export async function insertConversation(tx: Executor, values: { id: string; user1Id: string; user2Id: string }) {
  const [inserted] = await tx.insert(conversations).values(values).onConflictDoNothing().returning();
  const row = inserted ?? (await findByPair(tx, values.user1Id, values.user2Id));
  if (!row) throw new Error('conversation was not inserted');
  // Members are (re)inserted either way, so a pair always has both views.
  await tx
    .insert(conversationMembers)
    .values([
      { conversationId: row.id, userId: values.user1Id },
      { conversationId: row.id, userId: values.user2Id },
    ])
    .onConflictDoNothing();
  return { row, created: Boolean(inserted) };
}

/** The conversation with the viewer's own view of it, or null when they are not part of it. */
export async function findForMember(db: Executor, id: string, userId: string) {
  const [row] = await db
    .select({ conversation: conversations, lastReadAt: conversationMembers.lastReadAt, clearedAt: conversationMembers.clearedAt })
    .from(conversations)
    .innerJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, userId)))
    .where(and(eq(conversations.id, id), or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId))))
    .limit(1);
  return row ?? null;
}

const visibleFrom = sql`coalesce(${conversationMembers.clearedAt}, '-infinity'::timestamptz)`;

/**
 * The viewer's conversation list, newest activity first: each with the last message they can
 * still see and how many of the other person's messages they have not read. Conversations they
 * deleted stay out until a newer message arrives.
 */
export async function listForMember(db: Executor, userId: string, options: { limit: number; conversationId?: string }) {
  const last = db
    .select({ id: messages.id, senderId: messages.senderId, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.conversationId, conversations.id), sql`${messages.createdAt} > ${visibleFrom}`))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  return db
    .select({
      conversation: conversations,
      lastMessage: { id: last.id, senderId: last.senderId, content: last.content, createdAt: last.createdAt },
      unreadCount: sql<number>`(select count(*)::int from ${messages} unread
        where unread.conversation_id = ${conversations.id} and unread.sender_id <> ${userId}
        and unread.created_at > greatest(${visibleFrom}, coalesce(${conversationMembers.lastReadAt}, '-infinity'::timestamptz)))`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoinLateral(last, sql`true`)
    .where(
      and(
        eq(conversationMembers.userId, userId),
        // One asked for by id is shown even when deleted (it opens again, empty).
        options.conversationId
          ? eq(conversations.id, options.conversationId)
          : sql`(${conversationMembers.clearedAt} is null or ${conversations.lastMessageAt} > ${conversationMembers.clearedAt})`,
      ),
    )
    .orderBy(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt}) desc`, desc(conversations.id))
    .limit(options.limit);
}

export async function summariesOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl, title: users.title })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Newest first (the service turns it round); only what the viewer has not deleted. */
export async function pageOfMessages(
  db: Executor,
  conversationId: string,
  options: { visibleAfter: Date | null; before?: string; limit: number },
) {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        options.visibleAfter ? gt(messages.createdAt, options.visibleAfter) : undefined,
        options.before
          ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${options.before} and m.conversation_id = ${conversationId})`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit);
}

export async function insertMessage(tx: Executor, values: { id: string; conversationId: string; senderId: string; content: string }) {
  const [row] = await tx.insert(messages).values(values).returning();
  if (!row) throw new Error('message was not inserted');
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row.createdAt.toISOString()}::timestamptz)` })
    .where(eq(conversations.id, values.conversationId));
  return row;
}

export async function markRead(db: Executor, conversationId: string, userId: string): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ lastReadAt: sql`now()` })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** Deleting is per person: from now on they see only newer messages. */
export async function clearFor(db: Executor, conversationId: string, userId: string): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ clearedAt: sql`now()`, lastReadAt: sql`now()` })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}
