import { z } from 'zod';
import { multiLineText, singleLineText } from './text';
import { accentContrastProblem } from './site-contrast';
import { SITE_PAGE_SLUGS } from './site-constants';

/**
 * The admin panel's Site tab (issue 14, decision 0022): the routes validate with these schemas and
 * the form imports them, so a rule or a message is written once. Constants and the contrast rule
 * are in site-constants.ts (no zod, for the first load).
 */

export const SITE_LIMITS = {
  name: 60,
  tagline: 120,
  description: 300,
  contactEmail: 254,
  /** A page of Markdown: long terms fit, a book does not. */
  page: 50_000,
} as const;

export const SITE_MESSAGES = {
  nameRequired: 'Please give the community a name.',
  nameTooLong: `The name can be at most ${SITE_LIMITS.name} characters.`,
  taglineTooLong: `The tagline can be at most ${SITE_LIMITS.tagline} characters.`,
  descriptionTooLong: `The description can be at most ${SITE_LIMITS.description} characters.`,
  accentFormat: 'The accent colour must be a hex colour such as #4f46e5.',
  contactEmail: 'The contact address must be a valid e-mail address, or empty.',
  pageTooLong: `A page can be at most ${SITE_LIMITS.page.toLocaleString('en')} characters of Markdown.`,
  saved: 'Site settings saved.',
  pageSaved: 'Page saved.',
  logoSaved: 'Logo updated.',
  faviconSaved: 'Favicon updated.',
  imageRemoved: 'Image removed.',
  pageNotFound: 'This page does not exist.',
} as const;

const cap = (max: number, message: string) => z.string({ error: message }).max(max + 1000, { error: message });

/** PUT /api/admin/site: the whole form, every field sent. */
export const siteSettingsSchema = z.object({
  name: singleLineText('The name', cap(SITE_LIMITS.name, SITE_MESSAGES.nameTooLong))
    .min(1, { error: SITE_MESSAGES.nameRequired })
    .max(SITE_LIMITS.name, { error: SITE_MESSAGES.nameTooLong }),
  tagline: singleLineText('The tagline', cap(SITE_LIMITS.tagline, SITE_MESSAGES.taglineTooLong)).max(SITE_LIMITS.tagline, {
    error: SITE_MESSAGES.taglineTooLong,
  }),
  description: multiLineText('The description', cap(SITE_LIMITS.description, SITE_MESSAGES.descriptionTooLong)).max(SITE_LIMITS.description, {
    error: SITE_MESSAGES.descriptionTooLong,
  }),
  accentColor: z
    .string({ error: SITE_MESSAGES.accentFormat })
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, { error: SITE_MESSAGES.accentFormat })
    // The message says which theme fails and by how much (decision 0022).
    .superRefine((value, context) => {
      const problem = accentContrastProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  contactEmail: z
    .string({ error: SITE_MESSAGES.contactEmail })
    .trim()
    .toLowerCase()
    .max(SITE_LIMITS.contactEmail, { error: SITE_MESSAGES.contactEmail })
    .refine((value) => value === '' || z.email().safeParse(value).success, { error: SITE_MESSAGES.contactEmail }),
});
export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;

export const sitePageSlugSchema = z.enum(SITE_PAGE_SLUGS, { error: SITE_MESSAGES.pageNotFound });
export const sitePageParamsSchema = z.object({ slug: sitePageSlugSchema });

/** PUT /api/admin/site/pages/:slug. Empty Markdown takes the page off the footer. */
export const sitePageInputSchema = z.object({
  markdown: z
    .string({ error: 'The page must be Markdown text.' })
    .max(SITE_LIMITS.page, { error: SITE_MESSAGES.pageTooLong })
    .transform((value) => value.normalize('NFC').trim()),
});
export type SitePageInput = z.infer<typeof sitePageInputSchema>;

export const siteSchema = z.object({
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  accentColor: z.string(),
  contactEmail: z.string(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  pages: z.array(sitePageSlugSchema),
});

/** GET /api/site/pages/:slug: the page as sanitized HTML (decision 0022). Empty html: not written yet. */
export const sitePageSchema = z.object({
  slug: sitePageSlugSchema,
  title: z.string(),
  html: z.string(),
  updatedAt: z.string().nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

/** GET /api/admin/site: the settings and every page's Markdown, for the form. */
export const adminSiteSchema = z.object({
  site: siteSchema,
  pages: z.record(sitePageSlugSchema, z.string()),
  updatedAt: z.string().nullable(),
});
export type AdminSite = z.infer<typeof adminSiteSchema>;

export const siteImageKindSchema = z.enum(['logo', 'favicon'], { error: 'The image must be "logo" or "favicon".' });
export const siteImageParamsSchema = z.object({ kind: siteImageKindSchema });
export type SiteImageKind = z.infer<typeof siteImageKindSchema>;
