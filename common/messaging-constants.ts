/**
 * The zod-free part of common/messaging.ts: bounds and messages. The web app's shell (live updates)
 * imports them from here, so zod stays out of every page's first load (issue 11).
 * common/messaging.ts re-exports all of it, so the server is unchanged.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGES_PAGE_SIZE = 50;
export const MESSAGES_MAX_PAGE_SIZE = 100;
/** The new-message user search starts at this many characters (spec §5). */
export const MESSAGE_SEARCH_MIN_LENGTH = 3;
export const CONVERSATIONS_SHOWN = 200;

export const MESSAGE_EMPTY_MESSAGE = 'Message cannot be empty';
export const MESSAGE_TOO_LONG_MESSAGE = `Message must be at most ${MESSAGE_MAX_LENGTH} characters`;
export const CANNOT_MESSAGE_MESSAGE = 'You cannot message this user.';
export const CANNOT_MESSAGE_SELF_MESSAGE = 'You cannot message yourself';
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const CANNOT_BLOCK_SELF_MESSAGE = 'You cannot block yourself';
export const CANNOT_FOLLOW_BLOCKED_MESSAGE = 'You cannot follow this user.';
export const CANNOT_COMMENT_BLOCKED_MESSAGE = 'You cannot comment on this project.';
