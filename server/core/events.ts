import type { Executor } from '../db/client';
import type { DomainEvents } from '../platform/domain-events';

/**
 * The facts one feature tells the others (decision 0020). The feature that acts emits; the
 * features that react subscribe in their `listeners.ts`, wired by `server/app-dependencies.ts`.
 * Each is a past fact about the site, not a request to some feature: the emitter does not know
 * who listens.
 */
export interface SiteEvents {
  /**
   * An account was made (registration or a first sign-in with a code host), admitted or pending:
   * its name is now among the words people use (people_words), which the people search corrects
   * misspellings against.
   */
  'person-joined': { userId: string };
  /** A like was added (not on a repeat). */
  'project-liked': { projectId: string; ownerId: string; likerId: string };
  'comment-added': { projectId: string; ownerId: string; commentId: string; authorId: string };
  /** A new follow (not on a repeat). */
  'person-followed': { followerId: string; followedId: string };
  'message-sent': { conversationId: string; senderId: string; recipientId: string };
  /** The person read a conversation up to its newest message. */
  'conversation-read': { userId: string; conversationId: string };
  /** Moderators acted on the person or their content and tell them why (decision 7). */
  'moderation-notice': { userId: string; projectId: string | null; commentId: string | null; data: Record<string, unknown> };
  /** Emitted inside the block's transaction (`within`): what a listener removes goes with it. */
  'person-blocked': { blockerId: string; blockedId: string; within: Executor };
  /**
   * A session was opened from a browser and system this account never signed in from before
   * (decision 0026; not the account's first sign-in). `device` is the label, e.g. "Firefox on Linux".
   */
  'signed-in-on-new-device': { userId: string; device: string; ipAddress: string | null; at: Date; method: string };
  /**
   * A new way into the account was added (decision 0039): a sign-in provider linked (`name` is the
   * provider's, `label` the account there), a passkey added (its name), or two-factor sign-in
   * turned on. The accounts feature tells the owner by e-mail.
   */
  'way-in-added': { userId: string; kind: 'provider' | 'passkey' | 'totp'; name: string | null; label?: string; at: Date };
}

export type SiteEventBus = DomainEvents<SiteEvents>;
