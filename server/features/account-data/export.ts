import { describeDevice } from '../../platform/sessions/device';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import * as repository from './export-repository';
import { toCurrentUser } from '../../core/people/current-user';
import { settingsOf } from '../../core/people/settings';

type Deps = AppDependencies;

const EXPORT_FORMAT = { name: 'shipyard-export', version: 1 } as const;

type Dated<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The rows grouped by a key, each group in the rows' order. */
function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

/** Dates as ISO strings, so the file reads the same whatever serialises it. */
function dated<T extends Record<string, unknown>>(row: T): Dated<T> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) copy[key] = value instanceof Date ? value.toISOString() : value;
  return copy as Dated<T>;
}

/**
 * Everything the person owns (projects spec §7 "export-data"): profile without the password
 * hash, settings, projects with their media, files, comments, likes, collections, follows both ways, blocks
 * they made, their conversations with the messages they can still see, notifications, the
 * reports they filed and their sessions.
 */
export async function exportData(deps: Deps, user: UserRow, currentSessionId: string | null) {
  const { db } = deps.database;
  const [settings, projectRows, uploads, comments, likes, following, followers, blocks, conversationRows, messageRows, notifications, reports, appeals, sessions] =
    await Promise.all([
      settingsOf(db, user.id),
      repository.projectsOf(db, user.id),
      repository.uploadsOf(db, user.id),
      repository.commentsOf(db, user.id),
      repository.likesOf(db, user.id),
      repository.followingOf(db, user.id),
      repository.followersOf(db, user.id),
      repository.blocksBy(db, user.id),
      repository.conversationsOf(db, user.id),
      repository.visibleMessagesOf(db, user.id),
      repository.notificationsOf(db, user.id),
      repository.reportsBy(db, user.id),
      repository.appealsBy(db, user.id),
      repository.sessionsOf(db, user.id),
    ]);
  const [linked, devices, secondFactors] = await Promise.all([
    repository.linkedAccountsOf(db, user.id),
    repository.knownDevicesOf(db, user.id),
    repository.signInMethodsOf(db, user.id),
  ]);
  const savedCollections = await repository.collectionsOf(db, user.id);
  const invitedBy = user.invitedBy ? await repository.personNamed(db, user.invitedBy) : null;
  const media = await repository.mediaOfProjects(
    db,
    projectRows.map((project) => project.id),
  );
  const mediaByProject = groupBy(media, (item) => item.projectId);
  const messagesByConversation = groupBy(messageRows, (message) => message.conversationId);
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    profile: toCurrentUser(user),
    settings,
    // Decision 0024: how the person joined — terms accepted when, who invited them, their answer.
    joining: {
      termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      invitedBy: invitedBy ?? (user.invitationId ? { id: null, name: 'Deleted user' } : null),
      invitationId: user.invitationId,
      joinAnswer: user.joinAnswer,
    },
    projects: projectRows.map((project) => ({
      ...dated(project),
      media: (mediaByProject.get(project.id) ?? []).map(({ projectId: _projectId, ...item }) => dated(item)),
    })),
    uploads: uploads.map(dated),
    comments: comments.map(dated),
    likes: likes.map(dated),
    // Issue 16: the person's collections, private ones included, with the projects they saved.
    collections: savedCollections.map(({ items, ...list }) => ({ ...dated(list), items: items.map(dated) })),
    follows: { following: following.map(dated), followers: followers.map(dated) },
    blocks: blocks.map(dated),
    conversations: conversationRows.map((conversation) => ({
      ...dated(conversation),
      messages: (messagesByConversation.get(conversation.id) ?? []).map(({ conversationId: _conversationId, ...message }) => ({
        ...dated(message),
        fromMe: message.senderId === user.id,
      })),
    })),
    notifications: notifications.map(dated),
    reports: reports.map(dated),
    // Decision 0023: what the person wrote against a sanction, and the answer they were sent.
    appeals: appeals.map(dated),
    // Decisions 0025 and 0026: the ways to sign in that are on (never a secret) and the devices seen.
    signIn: {
      password: user.passwordHash !== null,
      twoFactorEnabled: secondFactors.twoFactorEnabled,
      twoFactorEnabledAt: secondFactors.twoFactorEnabledAt?.toISOString() ?? null,
      passkeys: secondFactors.passkeys.map(dated),
      linkedAccounts: linked.map(dated),
      knownDevices: devices.map(dated),
    },
    sessions: sessions.map((session) => ({
      device: describeDevice(session.userAgent),
      signInMethod: session.signInMethod,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      current: session.id === currentSessionId,
    })),
  };
}
