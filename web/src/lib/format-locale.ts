import type { Locale } from '@common/i18n/locales';

/**
 * The language dates and numbers are written in (decision 0033), apart from lib/format-date.ts so
 * that the entry chunk, which sets it, does not carry the date code. Set by lib/i18n.tsx as it
 * renders; a render is synchronous, so the server, which renders pages in several languages, writes
 * each page's dates in its own.
 */
export const SOURCE_INTL_LOCALE = 'en-US';
let current = SOURCE_INTL_LOCALE;

/** English is written as in the US (as it always was here); the others by their language's defaults. */
export function setFormatLocale(locale: Locale): void {
  current = locale === 'en' ? SOURCE_INTL_LOCALE : locale;
}

/** A BCP 47 tag, as Intl formatters take it. */
export function formatLocale(): string {
  return current;
}
