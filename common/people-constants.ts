/**
 * The zod-free part of common/people.ts: bounds, counts and messages. Web code that only needs these
 * imports them from here, so zod stays out of the pages without a profile form (a public page's
 * first load, issue 11). common/people.ts re-exports all of it, so the server is unchanged.
 */

export const PROFILE_TITLE_MAX_LENGTH = 100;
export const PROFILE_BIO_MAX_LENGTH = 1000;
export const PROFILE_LOCATION_MAX_LENGTH = 100;
export const MAX_SKILLS = 30;
export const SKILL_MAX_LENGTH = 40;
export const POPULAR_SKILLS_SHOWN = 20;
export const DEVELOPER_SEARCH_DEFAULT_LIMIT = 12;
export const DEVELOPER_SEARCH_MAX_LIMIT = 50;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const USER_PROJECTS_DEFAULT_LIMIT = 50;
export const USER_PROJECTS_MAX_LIMIT = 100;
/** Directory cards show the first 3 skills plus '+N' (spec §2). */
export const CARD_SKILLS_SHOWN = 3;

/** GET /api/users/search answers a plain array; the number of all matches is in this header. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const DUPLICATE_PLATFORM_MESSAGE = 'Each platform can only be added once';

export const AVATAR_SIZE = 256;
export const AVATAR_UPDATED_MESSAGE = 'Avatar updated successfully';
export const DEVELOPER_NOT_FOUND_MESSAGE = 'Developer not found';
export const CANNOT_FOLLOW_SELF_MESSAGE = 'You cannot follow yourself';
