/**
 * Social links (projects spec §3, §5, §9): the 14 platforms, each a column of the user and at most
 * one link per platform, and how a link's URL is built. The rules a value must meet are in
 * social-link-checks.ts, apart: they need zod and the text rules, and a developer page, which only
 * shows links, is public and must load lean (issue 11).
 */

export const PROFILE_URL_MAX_LENGTH = 300;
export const SOCIAL_HANDLE_MAX_LENGTH = 100;

/** The 14 platforms of spec §9, in the spec's order; each is a column of the user. */
export const SOCIAL_PLATFORMS = [
  'publicEmail',
  'website',
  'linkedin',
  'facebook',
  'github',
  'twitter',
  'gitlab',
  'stackoverflow',
  'youtube',
  'twitch',
  'steam',
  'itchio',
  'devto',
  'medium',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  publicEmail: 'Public email',
  website: 'Website',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  github: 'GitHub',
  twitter: 'Twitter',
  gitlab: 'GitLab',
  stackoverflow: 'Stack Overflow',
  youtube: 'YouTube',
  twitch: 'Twitch',
  steam: 'Steam',
  itchio: 'itch.io',
  devto: 'DEV',
  medium: 'Medium',
};
/** The twelve platforms whose value is a handle on someone else's site (or a full URL). */
export const HANDLE_PLATFORMS = SOCIAL_PLATFORMS.filter(
  (platform): platform is Exclude<SocialPlatform, 'publicEmail' | 'website'> => platform !== 'publicEmail' && platform !== 'website',
);
export function isSocialPlatform(value: string): value is SocialPlatform {
  return (SOCIAL_PLATFORMS as readonly string[]).includes(value);
}

/** "Starts with http": http:// or https://. */
export const HTTP_URL = /^https?:\/\//i;
const HANDLE_PREFIX: Record<(typeof HANDLE_PLATFORMS)[number], (handle: string) => string> = {
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}`,
  facebook: (handle) => `https://www.facebook.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  twitter: (handle) => `https://x.com/${handle}`,
  gitlab: (handle) => `https://gitlab.com/${handle}`,
  stackoverflow: (handle) => `https://stackoverflow.com/users/${handle}`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  twitch: (handle) => `https://www.twitch.tv/${handle}`,
  steam: (handle) => `https://steamcommunity.com/id/${handle}`,
  itchio: (handle) => `https://${handle.toLowerCase()}.itch.io`,
  devto: (handle) => `https://dev.to/${handle}`,
  medium: (handle) => `https://medium.com/@${handle}`,
};

/**
 * Spec §5: a value starting with http is used as is; otherwise a platform URL is built. Public
 * e-mail becomes mailto:, a website without scheme gets https. "Starts with http" is read as
 * http:// or https://, so a handle such as "httpie" still gets its platform URL.
 */
export function socialLinkUrl(type: SocialPlatform, rawValue: string): string {
  const value = rawValue.trim();
  if (type === 'publicEmail') return `mailto:${value}`;
  if (HTTP_URL.test(value)) return value;
  if (type === 'website') return `https://${value}`;
  // "@name" is how people write handles; the URL builders add the @ where the site wants one.
  return encodeURI(HANDLE_PREFIX[type](value.replace(/^@+/, '')));
}
