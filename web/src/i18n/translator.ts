import { errorTranslator } from '@common/i18n/error-lookup';
import { isLocale, LOCALE_COOKIE, type Locale, SOURCE_LOCALE } from '@common/i18n/locales';
import { createIntl, createIntlCache } from '@formatjs/intl';
import { createElement, Fragment, type ReactNode } from 'react';
import type { Catalogue, RichValues, Translator } from '../lib/i18n';

const CATALOGUES: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  en: () => import('./catalogues/en'),
  es: () => import('./catalogues/es'),
  de: () => import('./catalogues/de'),
  fr: () => import('./catalogues/fr'),
  ja: () => import('./catalogues/ja'),
};

/** The language's translator, with its catalogue: a chunk per language (decision 0033). */
export async function loadTranslator(asked: Locale): Promise<Translator> {
  // `<html lang>` as the server wrote it; anything else (a page saved to disk and edited) is English.
  const locale = isLocale(asked) ? asked : SOURCE_LOCALE;
  return createTranslator(locale, (await CATALOGUES[locale]()).default);
}

/** Another language for the open page (Settings, the footer switcher), remembered for the next. */
export async function switchLocale(locale: Locale): Promise<Translator> {
  const translator = await loadTranslator(locale);
  document.documentElement.lang = locale;
  // A year: the server reads it for the next page a visitor opens.
  // biome-ignore lint/suspicious/noDocumentCookie: one plain value; the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  return translator;
}

/**
 * FormatJS for one language (decision 0033): ICU messages parsed when first shown, `Intl` for
 * plurals, numbers and dates. Fetched with the first catalogue, so it is off the entry chunk.
 */
export function createTranslator(locale: Locale, catalogue: Catalogue): Translator {
  const intl = createIntl<ReactNode>(
    {
      locale,
      defaultLocale: 'en',
      messages: catalogue.ui,
      // A missing text is a bug the catalogue check (common/i18n/catalogues.test.ts) catches; in
      // the page, the id is shown rather than a console full of warnings.
      onError: () => {},
    },
    createIntlCache(),
  );
  return {
    locale,
    t: (id, values) => String(intl.formatMessage({ id }, values as Record<string, string | number | Date>)),
    rich: (id, values: RichValues) => {
      const parts = intl.formatMessage({ id }, values as never) as ReactNode;
      // Texts and elements as the fragment's own children (not a list, so no keys are wanted).
      return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
    },
    error: errorTranslator(locale, catalogue.errors),
    number: (value, options) => intl.formatNumber(value, options),
  };
}
