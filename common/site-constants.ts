/**
 * The community's identity as the operator sets it in the admin panel (issue 14, decision 0022),
 * without zod: the shell and every public page import this, and a visitor's first load must stay
 * small (docs/architecture.md). The schemas the routes and the form validate with are in site.ts.
 */

/** The operator's Markdown pages, by address. Order = the footer's order. */
export const SITE_PAGES = [
  { slug: 'about', path: '/about', title: 'About' },
  { slug: 'code-of-conduct', path: '/code-of-conduct', title: 'Code of conduct' },
  { slug: 'terms', path: '/terms', title: 'Terms of service' },
  { slug: 'privacy', path: '/privacy', title: 'Privacy policy' },
] as const;
export type SitePageSlug = (typeof SITE_PAGES)[number]['slug'];
export const SITE_PAGE_SLUGS = SITE_PAGES.map((page) => page.slug) as [SitePageSlug, ...SitePageSlug[]];

/** GET /api/site: what every page shows of the community. Small, the same for everyone. */
export interface Site {
  name: string;
  tagline: string;
  description: string;
  /** `#rrggbb`, the buttons, links and focus rings of both themes. */
  accentColor: string;
  /** Where people reach the operator; '' when not given. */
  contactEmail: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** The pages that have content, in footer order: only these are linked. */
  pages: SitePageSlug[];
}

/** Today's texts: a fresh install looks as it did before site settings existed. */
export const DEFAULT_SITE: Site = {
  name: 'Shipyard',
  tagline: 'Where developers show what they ship',
  description: 'Shipyard — where developers show what they ship.',
  accentColor: '#4f46e5',
  contactEmail: '',
  logoUrl: null,
  faviconUrl: null,
  pages: [],
};

export const SITE_LIMITS = {
  name: 60,
  tagline: 120,
  description: 300,
  contactEmail: 254,
  /** A page of Markdown: long terms fit, a book does not. */
  page: 50_000,
} as const;

/** The backgrounds of the two themes (web/src/index.css) and the text drawn on the accent. */
export const THEME_BACKGROUNDS = { light: '#ffffff', dark: '#09090b' } as const;
export const ACCENT_FOREGROUND = '#ffffff';
/** WCAG 2.2: 4.5:1 for text (a button's label on the accent), 3:1 for UI parts (a focus ring on the page). */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const ratio = (value: number) => `${Math.floor(value * 10) / 10}:1`;

/**
 * Why this accent cannot be used, or null. It is the fill of primary buttons (white labels) in
 * both themes, and the colour of focus rings and links on both backgrounds.
 */
export function accentContrastProblem(accent: string): string | null {
  const onAccent = contrastRatio(accent, ACCENT_FOREGROUND);
  if (onAccent < TEXT_CONTRAST) {
    return `White button text on ${accent} has a contrast of ${ratio(onAccent)} in both themes; it needs at least ${TEXT_CONTRAST}:1. Choose a darker colour.`;
  }
  const onDark = contrastRatio(accent, THEME_BACKGROUNDS.dark);
  if (onDark < UI_CONTRAST) {
    return `${accent} on the dark theme's background has a contrast of ${ratio(onDark)}; it needs at least ${UI_CONTRAST}:1. Choose a lighter colour.`;
  }
  const onLight = contrastRatio(accent, THEME_BACKGROUNDS.light);
  if (onLight < UI_CONTRAST) {
    return `${accent} on the light theme's background has a contrast of ${ratio(onLight)}; it needs at least ${UI_CONTRAST}:1. Choose a darker colour.`;
  }
  return null;
}

/** "<page> · <community>", or the bare name. */
export function siteTitle(siteName: string, page: string | null): string {
  return page ? `${page} · ${siteName}` : siteName;
}
