/**
 * The zod-free part of common/projects.ts: constants and pure rules. Web code that only needs these
 * imports them from here, so zod stays out of the pages without a project form (a public page's
 * first load, issue 11). common/projects.ts re-exports all of it, so the server is unchanged.
 */

/** Project constants of the projects spec §9. */
export const PAGE_SIZE = 12;
export const MAX_LIST_LIMIT = 100;
export const TRENDING_STRIP_REQUEST = 8;
export const TRENDING_STRIP_SHOWN = 6;
export const LANDING_FEATURED_PROJECTS = 6;
export const LANDING_FEATURED_DEVELOPERS = 4;
export const LOADING_PLACEHOLDERS = 6;
export const INITIAL_VISIBLE_CATEGORIES = 10;
export const MAX_CATEGORIES = 3;
export const CARD_TECHNOLOGIES_SHOWN = 2;
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 500;
export const CONTENT_MAX_LENGTH = 20_000;
export const COMMENT_MAX_LENGTH = 2_000;
export const LIST_ITEM_MAX_LENGTH = 40;
export const MAX_TECHNOLOGIES = 20;
export const MAX_TAGS = 20;
export const MAX_MEDIA_PER_PROJECT = 20;
/**
 * A project search counts its matches up to here (X-Total-Count); the search page shows "1000+".
 * Counting every match of a common word would cost more than the page itself.
 */
export const SEARCH_COUNT_CAP = 1000;

/** The feed's orders (GET /api/projects?sort=). */
export const FEED_SORTS = ['trending', 'newest'] as const;
export const MEDIA_TYPES = ['image', 'video'] as const;

/** Spec §5 video detection, shared by cards and the detail page. */
export function looksLikeVideo(media: { type?: string | null; url: string }, includeCardExtensions = false): boolean {
  if (media.type === 'video') return true;
  const extensions = includeCardExtensions ? ['.mp4', '.webm', '.mov', '.avi', '.mkv', '.m4v'] : ['.mp4', '.webm', '.mov'];
  const url = media.url.toLowerCase();
  return extensions.some((extension) => url.includes(extension));
}
