/**
 * The accent colour's contrast rule (issue 14, decision 0022), apart from site-constants.ts: only
 * the server and the admin's form need it, not every visitor's first load.
 */

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
