/**
 * The languages the interface ships in (issue 18, decision 0033). English is the source: its
 * catalogues keep the spec's exact texts, and every other catalogue has exactly its keys.
 * Codes are BCP 47 primary tags; each label is the language's own name, as a switcher shows it.
 */
export const LOCALES = ['en', 'es', 'de', 'fr', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

export const LOCALE_LABELS: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  ja: '日本語',
};

/** A visitor's choice in the footer switcher; a member's choice is their Settings language. */
export const LOCALE_COOKIE = 'shipyard-lang';
/** An explicit language in the address (`?lang=de`): what the `hreflang` alternates link to. */
export const LOCALE_QUERY_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The shipped locale a stored or offered code stands for ("de-AT" → "de"), or null. */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}
