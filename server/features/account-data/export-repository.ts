import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  abuseReports,
  appeals,
  blocks,
  collectionItems,
  collections,
  comments,
  conversationMembers,
  conversations,
  follows,
  knownDevices,
  linkedAccounts,
  messages,
  notifications,
  passkeys,
  projectLikes,
  projectMedia,
  projects,
  sessions,
  totpCredentials,
  uploads,
  users,
} from '../../db/schema';

/** The reads behind the data export: everything one person owns, each an indexed query. */

const personName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

export async function projectsOf(db: Executor, userId: string) {
  // The write-up's rendering is derived from `content` (decision 0030): the export has the source.
  const {
    searchVector: _vector,
    listed: _listed,
    authorPrivate: _private,
    trendingScore: _score,
    contentHtml: _html,
    contentText: _text,
    contentToc: _toc,
    contentRenderer: _renderer,
    ...columns
  } = getTableColumns(projects);
  return db.select(columns).from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.createdAt));
}

export async function mediaOfProjects(db: Executor, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      id: projectMedia.id,
      projectId: projectMedia.projectId,
      type: projectMedia.type,
      url: projectMedia.url,
      thumbnailUrl: projectMedia.thumbnailUrl,
      caption: projectMedia.caption,
      order: projectMedia.order,
      createdAt: projectMedia.createdAt,
    })
    .from(projectMedia)
    .where(inArray(projectMedia.projectId, projectIds))
    .orderBy(asc(projectMedia.projectId), asc(projectMedia.order), asc(projectMedia.createdAt));
}

export async function uploadsOf(db: Executor, userId: string) {
  return db
    .select({ url: uploads.url, thumbnailUrl: uploads.thumbnailUrl, kind: uploads.kind, mimeType: uploads.mimeType, sizeBytes: uploads.sizeBytes, createdAt: uploads.createdAt })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.createdAt));
}

export async function commentsOf(db: Executor, userId: string) {
  return db
    .select({ id: comments.id, projectId: comments.projectId, projectTitle: projects.title, content: comments.content, createdAt: comments.createdAt, updatedAt: comments.updatedAt })
    .from(comments)
    .innerJoin(projects, eq(projects.id, comments.projectId))
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.createdAt));
}

export async function likesOf(db: Executor, userId: string) {
  return db
    .select({ projectId: projectLikes.projectId, projectTitle: projects.title, projectSlug: projects.slug, createdAt: projectLikes.createdAt })
    .from(projectLikes)
    .innerJoin(projects, eq(projects.id, projectLikes.projectId))
    .where(eq(projectLikes.userId, userId))
    .orderBy(asc(projectLikes.createdAt));
}

/** Issue 16: the person's collections, and what each holds (the project's title and address as they are now). */
export async function collectionsOf(db: Executor, userId: string) {
  const lists = await db
    .select({
      id: collections.id,
      name: collections.name,
      description: collections.description,
      isPrivate: collections.isPrivate,
      isDefault: collections.isDefault,
      createdAt: collections.createdAt,
      updatedAt: collections.updatedAt,
    })
    .from(collections)
    .where(eq(collections.userId, userId))
    .orderBy(desc(collections.isDefault), asc(collections.createdAt));
  if (lists.length === 0) return [];
  const items = await db
    .select({ collectionId: collectionItems.collectionId, projectId: collectionItems.projectId, projectTitle: projects.title, projectSlug: projects.slug, savedAt: collectionItems.createdAt })
    .from(collectionItems)
    .innerJoin(projects, eq(projects.id, collectionItems.projectId))
    .where(inArray(collectionItems.collectionId, lists.map((list) => list.id)))
    .orderBy(asc(collectionItems.createdAt));
  return lists.map((list) => ({ ...list, items: items.filter((item) => item.collectionId === list.id).map(({ collectionId: _id, ...item }) => item) }));
}

export async function followingOf(db: Executor, userId: string) {
  return db
    .select({ id: users.id, name: personName(users), since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followingId))
    .where(eq(follows.followerId, userId))
    .orderBy(asc(follows.createdAt));
}

export async function followersOf(db: Executor, userId: string) {
  return db
    .select({ id: users.id, name: personName(users), since: follows.createdAt })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(eq(follows.followingId, userId))
    .orderBy(asc(follows.createdAt));
}

export async function blocksBy(db: Executor, userId: string) {
  return db
    .select({ id: users.id, name: personName(users), createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
}

/** The person's conversations with the other member. */
export async function conversationsOf(db: Executor, userId: string) {
  const other = alias(users, 'other');
  return db
    .select({
      id: conversations.id,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      withUser: { id: other.id, name: personName(other) },
      lastReadAt: conversationMembers.lastReadAt,
    })
    .from(conversations)
    .innerJoin(
      other,
      sql`${other.id} = case when ${conversations.user1Id} = ${userId} then ${conversations.user2Id} else ${conversations.user1Id} end`,
    )
    .leftJoin(conversationMembers, and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, userId)))
    .where(or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId)))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`));
}

/**
 * The messages the person still sees in all their conversations, in one query: those after they
 * last cleared each conversation (conversation_members.cleared_at), oldest first.
 */
export async function visibleMessagesOf(db: Executor, userId: string) {
  return db
    .select({ conversationId: messages.conversationId, id: messages.id, senderId: messages.senderId, content: messages.content, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(
      conversations,
      and(eq(conversations.id, messages.conversationId), or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId))),
    )
    .leftJoin(conversationMembers, and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)))
    .where(or(isNull(conversationMembers.clearedAt), gt(messages.createdAt, conversationMembers.clearedAt)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export async function notificationsOf(db: Executor, userId: string) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      actorId: notifications.actorId,
      projectId: notifications.projectId,
      commentId: notifications.commentId,
      conversationId: notifications.conversationId,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

/** The reports the person filed, without the moderators' notes. */
export async function reportsBy(db: Executor, userId: string) {
  return db
    .select({
      id: abuseReports.id,
      reportedUserId: abuseReports.reportedUserId,
      reportedUser: sql<string | null>`coalesce(${personName(users)}, ${abuseReports.reportedUserLabel})`,
      reason: abuseReports.reason,
      description: abuseReports.description,
      projectId: abuseReports.projectId,
      commentId: abuseReports.commentId,
      status: abuseReports.status,
      createdAt: abuseReports.createdAt,
    })
    .from(abuseReports)
    .leftJoin(users, eq(users.id, abuseReports.reportedUserId))
    .where(eq(abuseReports.reporterId, userId))
    .orderBy(asc(abuseReports.createdAt));
}

/** The appeals the person wrote against their sanctions, with the staff's answer (not who gave it). */
export async function appealsBy(db: Executor, userId: string) {
  return db
    .select({
      id: appeals.id,
      sanctionKind: appeals.sanctionKind,
      text: appeals.text,
      status: appeals.status,
      decisionReason: appeals.decisionReason,
      createdAt: appeals.createdAt,
      decidedAt: appeals.decidedAt,
    })
    .from(appeals)
    .where(eq(appeals.userId, userId))
    .orderBy(asc(appeals.createdAt));
}

export async function sessionsOf(db: Executor, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
}

/** The providers linked to the account (decision 0026): which, as whom, since when; never a token. */
export async function linkedAccountsOf(db: Executor, userId: string) {
  return db
    .select({ provider: linkedAccounts.provider, label: linkedAccounts.label, createdAt: linkedAccounts.createdAt, lastUsedAt: linkedAccounts.lastUsedAt })
    .from(linkedAccounts)
    .where(eq(linkedAccounts.userId, userId))
    .orderBy(linkedAccounts.createdAt);
}

/** The browsers and devices that signed in to the account (decision 0026). */
export async function knownDevicesOf(db: Executor, userId: string) {
  return db
    .select({ device: knownDevices.device, firstSeenAt: knownDevices.firstSeenAt, lastSeenAt: knownDevices.lastSeenAt })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .orderBy(knownDevices.firstSeenAt);
}

/** Who invited the person (decision 0024), by name. */
export async function personNamed(db: Executor, userId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db.select({ id: users.id, name: personName(users) }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/**
 * Which sign-in methods are on (decision 0025): never the secret, recovery codes or public keys.
 * An authenticator set up but never confirmed is not on.
 */
export async function signInMethodsOf(db: Executor, userId: string) {
  const [totp] = await db
    .select({ enabledAt: totpCredentials.enabledAt })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), sql`${totpCredentials.enabledAt} is not null`))
    .limit(1);
  const keys = await db
    .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
  return { twoFactorEnabled: Boolean(totp), twoFactorEnabledAt: totp?.enabledAt ?? null, passkeys: keys };
}
