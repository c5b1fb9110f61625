import { randomUUID } from 'node:crypto';
import {
  CANNOT_MESSAGE_MESSAGE,
  CANNOT_MESSAGE_SELF_MESSAGE,
  CONVERSATION_NOT_FOUND_MESSAGE,
  CONVERSATIONS_SHOWN,
  type Conversation,
  type Message,
  USER_NOT_FOUND_MESSAGE,
  type UserSummary,
} from '../../../common/messaging';
import type { AppDependencies } from '../../core/dependencies';
import type { ConversationRow, MessageRow, UserRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { publish } from '../../platform/events/publish';
import * as repository from './repository';
import { blockedEitherWay, isBlockedEitherWay } from '../../core/people/block-repository';
import { isShownToOthers } from '../../core/people/policy';
import { findUserById } from '../../core/people/user-repository';

type Deps = AppDependencies;

function toMessage(row: MessageRow): Message {
  return { id: row.id, conversationId: row.conversationId, senderId: row.senderId, content: row.content, createdAt: row.createdAt.toISOString() };
}

/** The pair in its stored order: user1Id is always the smaller id, so each pair has one row. */
function orderedPair(a: string, b: string): [string, string] {
  return a < b ? [a, b] : [b, a];
}

const otherOf = (conversation: ConversationRow, userId: string) =>
  conversation.user1Id === userId ? conversation.user2Id : conversation.user1Id;

async function summaries(deps: Deps, ids: string[]): Promise<Map<string, UserSummary>> {
  const rows = await repository.summariesOf(deps.database.db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

function toConversation(
  viewerId: string,
  row: { conversation: ConversationRow; lastMessage: Omit<Message, 'conversationId' | 'createdAt'> & { createdAt: Date } | null; unreadCount: number },
  people: Map<string, UserSummary>,
  blocked: Set<string>,
): Conversation | null {
  const { conversation } = row;
  const user1 = people.get(conversation.user1Id);
  const user2 = people.get(conversation.user2Id);
  if (!user1 || !user2) return null;
  const otherId = otherOf(conversation, viewerId);
  return {
    id: conversation.id,
    user1Id: conversation.user1Id,
    user2Id: conversation.user2Id,
    user1,
    user2,
    otherUser: otherId === user1.id ? user1 : user2,
    createdAt: conversation.createdAt.toISOString(),
    lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    lastMessage: row.lastMessage?.id ? { ...row.lastMessage, createdAt: row.lastMessage.createdAt.toISOString() } : null,
    unreadCount: row.unreadCount,
    isBlocked: blocked.has(otherId),
  };
}

export async function listConversations(deps: Deps, viewer: UserRow): Promise<Conversation[]> {
  const { db } = deps.database;
  const [rows, blocked] = await Promise.all([repository.listForMember(db, viewer.id, { limit: CONVERSATIONS_SHOWN }), blockedEitherWay(db, viewer.id)]);
  const people = await summaries(
    deps,
    rows.flatMap((row) => [row.conversation.user1Id, row.conversation.user2Id]),
  );
  return rows.flatMap((row) => toConversation(viewer.id, row, people, blocked) ?? []);
}

/**
 * Someone the viewer may write to: a real other person shown to others (not banned, verified once:
 * decision 0015), with no block either way.
 */
async function assertCanMessage(deps: Deps, viewer: UserRow, otherId: string, missing: 'not-found' | 'forbidden'): Promise<UserRow> {
  const other = await findUserById(deps.database.db, otherId);
  if (!other || !isShownToOthers(other)) {
    if (missing === 'not-found') throw notFound(USER_NOT_FOUND_MESSAGE);
    throw forbidden(CANNOT_MESSAGE_MESSAGE);
  }
  if (await isBlockedEitherWay(deps.database.db, viewer.id, other.id)) throw forbidden(CANNOT_MESSAGE_MESSAGE);
  return other;
}

/** The existing conversation of the two, or a new one (`created`). */
export async function openConversation(deps: Deps, viewer: UserRow, otherId: string): Promise<{ conversation: Conversation; created: boolean }> {
  if (otherId === viewer.id) throw badRequest(CANNOT_MESSAGE_SELF_MESSAGE);
  const other = await assertCanMessage(deps, viewer, otherId, 'not-found');
  const [user1Id, user2Id] = orderedPair(viewer.id, other.id);
  const { db } = deps.database;
  const existing = await repository.findByPair(db, user1Id, user2Id);
  const { row, created } = existing
    ? { row: existing, created: false }
    : await db.transaction((tx) => repository.insertConversation(tx, { id: randomUUID(), user1Id, user2Id }));
  const [listed] = await repository.listForMember(db, viewer.id, { limit: 1, conversationId: row.id });
  const people = await summaries(deps, [user1Id, user2Id]);
  const conversation = listed && toConversation(viewer.id, listed, people, new Set());
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  return { conversation, created };
}

/** Nobody reads, writes or deletes in a conversation they are not part of: 404, as if it did not exist. */
async function membership(deps: Deps, viewer: UserRow, id: string) {
  const found = await repository.findForMember(deps.database.db, id, viewer.id);
  if (!found) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
  return found;
}

/** A page of messages, newest last; the first page marks the conversation (and its notifications) read. */
export async function listMessages(deps: Deps, viewer: UserRow, id: string, query: { before?: string; limit: number }): Promise<Message[]> {
  const { conversation, clearedAt } = await membership(deps, viewer, id);
  const rows = await repository.pageOfMessages(deps.database.db, conversation.id, { visibleAfter: clearedAt, before: query.before, limit: query.limit });
  if (!query.before) {
    await repository.markRead(deps.database.db, conversation.id, viewer.id);
    await deps.events.emit('conversation-read', { userId: viewer.id, conversationId: conversation.id });
  }
  return rows.reverse().map(toMessage);
}

export async function sendMessage(deps: Deps, viewer: UserRow, id: string, content: string): Promise<Message> {
  const { conversation } = await membership(deps, viewer, id);
  const other = await assertCanMessage(deps, viewer, otherOf(conversation, viewer.id), 'forbidden');
  const message = await deps.database.db.transaction(async (tx) => {
    const row = await repository.insertMessage(tx, { id: randomUUID(), conversationId: conversation.id, senderId: viewer.id, content });
    // Writing means having read what came before.
    await repository.markRead(tx, conversation.id, viewer.id);
    const message = toMessage(row);
    // To the recipient's tabs, and to the sender's other tabs.
    await publish(tx, other.id, 'message', { conversationId: conversation.id, message });
    await publish(tx, viewer.id, 'message', { conversationId: conversation.id, message });
    return message;
  });
  await deps.events.emit('message-sent', { conversationId: conversation.id, senderId: viewer.id, recipientId: other.id });
  return message;
}

/** Gone for the viewer, for good; the other person keeps their copy. */
export async function deleteConversation(deps: Deps, viewer: UserRow, id: string): Promise<{ message: string }> {
  const { conversation } = await membership(deps, viewer, id);
  await deps.database.db.transaction(async (tx) => {
    await repository.clearFor(tx, conversation.id, viewer.id);
    await publish(tx, viewer.id, 'conversation-deleted', { conversationId: conversation.id });
  });
  await deps.events.emit('conversation-read', { userId: viewer.id, conversationId: conversation.id });
  return { message: 'Conversation deleted' };
}
