import { z } from 'zod';
import { ACCOUNT_STATUSES, personNameSchema } from './auth';
import { pageLimit, pageOffset } from './paging';
import {
  DEVELOPER_SEARCH_DEFAULT_LIMIT,
  DEVELOPER_SEARCH_MAX_LIMIT,
  DUPLICATE_PLATFORM_MESSAGE,
  MAX_SKILLS,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_LOCATION_MAX_LENGTH,
  PROFILE_TITLE_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  USER_PROJECTS_DEFAULT_LIMIT,
  USER_PROJECTS_MAX_LIMIT,
} from './people-constants';
import { socialValueProblem } from './social-link-checks';
import { isSocialPlatform, PROFILE_URL_MAX_LENGTH, SOCIAL_PLATFORM_LABELS, SOCIAL_PLATFORMS, type SocialPlatform } from './social-links';
import { cleanList, optionalPatchText, singleLineText, type TextLines, toNfc, trimmedPatchText } from './text';

/** Constants, platforms and link rules live in zod-free modules the web's public pages import on their own. */
export * from './people-constants';
export * from './social-link-checks';
export * from './social-links';

/**
 * People: profiles, social links, the developers directory, search and follows (projects spec
 * §3, §5, §7, §9). The routes validate with these schemas and the web forms import them, so a
 * bound or a message is written once.
 */

/** PUT semantics: what is left out stays as it is; null or '' clears the text. */
const optionalText = (label: string, max: number, lines: TextLines) =>
  optionalPatchText(max, { label, lines, tooLong: `${label} must be at most ${max} characters`, notText: `${label} must be text` });

/** The register form's name rule; optional here, as every field of a profile PUT is. */
const personName = (label: string) => personNameSchema(label).optional();

const platformField = (type: SocialPlatform) => {
  const label = SOCIAL_PLATFORM_LABELS[type];
  // The length of a link or handle, and the characters it may hold, are socialValueProblem's rules.
  return trimmedPatchText(PROFILE_URL_MAX_LENGTH, { tooLong: `${label} is too long`, notText: `${label} must be text` }).superRefine(
    (value, context) => {
      const problem = value ? socialValueProblem(type, value) : null;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    },
  );
};

export const skillsSchema = z
  .array(
    singleLineText(
      'Each skill',
      z
        .string({ error: 'Each skill must be text' })
        .max(SKILL_MAX_LENGTH + 100, { error: `Each skill must be at most ${SKILL_MAX_LENGTH} characters` }),
    ).max(SKILL_MAX_LENGTH, { error: `Each skill must be at most ${SKILL_MAX_LENGTH} characters` }),
    { error: 'Skills must be a list' },
  )
  .max(MAX_SKILLS * 4, { error: `At most ${MAX_SKILLS} skills` })
  .transform(cleanList)
  .refine((values) => values.length <= MAX_SKILLS, { error: `At most ${MAX_SKILLS} skills` });

export const socialLinkInputSchema = z.object({
  type: z.string({ error: 'Please choose a platform' }),
  value: z
    .string({ error: 'Please enter a value' })
    .max(2000, { error: 'Value is too long' })
    // socialValueProblem checks the characters, once the platform is known.
    .overwrite(toNfc),
  /** Accepted for the editor's convenience; labels are the platform names, not stored per link. */
  label: singleLineText('Label', z.string().max(100)).nullish(),
});
export type SocialLinkInput = z.input<typeof socialLinkInputSchema>;

/**
 * The editor's list form of the links: the whole set, so a platform left out is removed. Each
 * platform at most once; values checked by the same rules as the single fields.
 */
export const socialLinksSchema = z
  .array(socialLinkInputSchema, { error: 'Social links must be a list' })
  .max(SOCIAL_PLATFORMS.length * 2, { error: DUPLICATE_PLATFORM_MESSAGE })
  .superRefine((links, context) => {
    const seen = new Set<string>();
    links.forEach((link, index) => {
      if (!isSocialPlatform(link.type)) {
        context.addIssue({ code: 'custom', path: [index, 'type'], message: `Unknown social platform: ${link.type.slice(0, 40)}` });
        return;
      }
      if (seen.has(link.type)) {
        context.addIssue({ code: 'custom', path: [index, 'type'], message: DUPLICATE_PLATFORM_MESSAGE });
        return;
      }
      seen.add(link.type);
      const value = link.value.trim();
      const problem = value ? socialValueProblem(link.type, value) : `Please enter a value for ${SOCIAL_PLATFORM_LABELS[link.type]}`;
      if (problem) context.addIssue({ code: 'custom', path: [index, 'value'], message: problem });
    });
  })
  .transform((links) => links.map((link) => ({ type: link.type as SocialPlatform, value: link.value.trim() })));

/**
 * PUT /api/users/profile. Every field optional: what is sent changes, what is left out stays;
 * null or '' clears an optional text. Links come either as the single fields (the spec's form)
 * or as `socialLinks` (the editor), not both.
 */
export const updateProfileSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    title: optionalText('Title', PROFILE_TITLE_MAX_LENGTH, 'single'),
    bio: optionalText('Bio', PROFILE_BIO_MAX_LENGTH, 'multi'),
    location: optionalText('Location', PROFILE_LOCATION_MAX_LENGTH, 'single'),
    skills: skillsSchema.optional(),
    socialLinks: socialLinksSchema.optional(),
    publicEmail: platformField('publicEmail'),
    website: platformField('website'),
    linkedin: platformField('linkedin'),
    facebook: platformField('facebook'),
    github: platformField('github'),
    twitter: platformField('twitter'),
    gitlab: platformField('gitlab'),
    stackoverflow: platformField('stackoverflow'),
    youtube: platformField('youtube'),
    twitch: platformField('twitch'),
    steam: platformField('steam'),
    itchio: platformField('itchio'),
    devto: platformField('devto'),
    medium: platformField('medium'),
  })
  .superRefine((value, context) => {
    if (value.socialLinks === undefined) return;
    const mixed = SOCIAL_PLATFORMS.find((platform) => value[platform] !== undefined);
    if (mixed) {
      context.addIssue({
        code: 'custom',
        path: ['socialLinks'],
        message: `Send the links either as socialLinks or as single fields such as ${mixed}, not both`,
      });
    }
  });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** One link as a developer page shows it: `url` is already built by the spec §5 rules. */
export const socialLinkSchema = z.object({
  /** Stable per user: each platform appears at most once, so the platform names the link. */
  id: z.string(),
  type: z.enum(SOCIAL_PLATFORMS),
  value: z.string(),
  label: z.string(),
  url: z.string(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /api/users/:id: a developer as others see them (visibility rules of spec §5 applied). */
export const publicDeveloperSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  /** The bio rendered from its Markdown by the server, sanitized (decision 0030). */
  bioHtml: z.string().nullable(),
  /** Its words without markup, for the page's description and link previews. */
  bioText: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  createdAt: z.string(),
  /** 'banned' only ever reaches admins and the person; everyone else gets a 404. */
  status: z.enum(ACCOUNT_STATUSES),
  /** Beyond the spec (decision 0023): the staff badge, 'moderator' or 'admin'; null for members. */
  staffRole: z.enum(['moderator', 'admin']).nullable(),
  projectCount: z.number().int(),
  likesReceived: z.number().int(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  /** Null unless the viewer is signed in and not suspended (or is the person or an admin). */
  website: z.string().nullable(),
  publicEmail: z.string().nullable(),
  /** Empty when the person is suspended; website and e-mail entries follow the rule above. */
  socialLinks: z.array(socialLinkSchema),
});
export type PublicDeveloper = z.infer<typeof publicDeveloperSchema>;

/** A directory or search result card. */
export const developerCardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  title: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  projectCount: z.number().int(),
  followersCount: z.number().int(),
});
export type DeveloperCard = z.infer<typeof developerCardSchema>;

export const developerSearchQuerySchema = z.object({
  /** '*' or empty lists everyone, newest first (spec §7). */
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, { error: `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` })
    .optional()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' || trimmed === '*' ? null : trimmed;
    }),
  limit: pageLimit(DEVELOPER_SEARCH_DEFAULT_LIMIT, DEVELOPER_SEARCH_MAX_LIMIT),
  offset: pageOffset(10_000),
});
export type DeveloperSearchQuery = z.input<typeof developerSearchQuerySchema>;

/** GET /api/users/stats: the directory's stat cards and skill chips. */
export const directoryStatsSchema = z.object({
  activeDevelopers: z.number().int(),
  totalProjects: z.number().int(),
  uniqueSkills: z.number().int(),
  popularSkills: z.array(z.object({ skill: z.string(), count: z.number().int() })),
});
export type DirectoryStats = z.infer<typeof directoryStatsSchema>;

export const followStateSchema = z.object({ isFollowing: z.boolean(), followersCount: z.number().int() });
export type FollowState = z.infer<typeof followStateSchema>;
export const isFollowingSchema = z.object({ isFollowing: z.boolean() });

export const userProjectsQuerySchema = z.object({
  limit: pageLimit(USER_PROJECTS_DEFAULT_LIMIT, USER_PROJECTS_MAX_LIMIT),
  offset: pageOffset(100_000),
});

export const avatarResponseSchema = z.object({ profileImageUrl: z.string(), message: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
