import { z } from 'zod';
import {
  MESSAGES_MAX_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  MESSAGE_EMPTY_MESSAGE,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TOO_LONG_MESSAGE,
} from './messaging-constants';
import { pageLimit } from './paging';
import { multiLineText } from './text';

/**
 * Messaging and blocking (projects spec §2 Messages, §3 Conversation/Message/Block, §5, §7;
 * decision 9). The routes validate with these schemas and the web app imports the types.
 */

/** Bounds and messages live in a zod-free module the web's shell imports on its own. */
export * from './messaging-constants';

const id = z.string().min(1).max(200);

/** The person as the conversation list and the thread header show them. */
export const userSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  user1Id: z.string(),
  user2Id: z.string(),
  user1: userSummarySchema,
  user2: userSummarySchema,
  /** The one of the two who is not the viewer. */
  otherUser: userSummarySchema,
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
  /** The newest message the viewer can still see (null when none, or all were deleted for them). */
  lastMessage: messageSchema.omit({ conversationId: true }).nullable(),
  /** Messages of the other person the viewer has not read yet. */
  unreadCount: z.number().int(),
  /** A block in either direction: nobody can write any more (decision 9). */
  isBlocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const createConversationSchema = z.object({
  user2Id: z.string({ error: 'user2Id is required' }).min(1, { error: 'user2Id is required' }).max(200),
});
export type CreateConversation = z.infer<typeof createConversationSchema>;

export const conversationParamsSchema = z.object({ id });
export const userParamsSchema = z.object({ id });

export const messageContentSchema = multiLineText(
  'Message',
  // A cheap cap before trimming, so a megabyte of spaces is refused without work.
  z.string({ error: MESSAGE_EMPTY_MESSAGE }).max(MESSAGE_MAX_LENGTH + 1000, { error: MESSAGE_TOO_LONG_MESSAGE }),
)
  .min(1, { error: MESSAGE_EMPTY_MESSAGE })
  .max(MESSAGE_MAX_LENGTH, { error: MESSAGE_TOO_LONG_MESSAGE });

export const sendMessageSchema = z.object({ content: messageContentSchema });
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const messagesQuerySchema = z.object({
  /** A message id: the page holds the messages older than it (for "Load older"). */
  before: id.optional(),
  limit: pageLimit(MESSAGES_PAGE_SIZE, MESSAGES_MAX_PAGE_SIZE),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

export const deletedConversationSchema = z.object({ message: z.string() });

/** GET /api/users/:id/blocked and the answers of POST/DELETE …/block. */
export const blockStatusSchema = z.object({
  /** The viewer blocked this person. */
  isBlocked: z.boolean(),
  /** This person blocked the viewer. */
  blockedBy: z.boolean(),
});
export type BlockStatus = z.infer<typeof blockStatusSchema>;
