import { isLocale, LOCALE_COOKIE, type Locale, SOURCE_LOCALE } from '@common/i18n/locales';
import { createElement, Fragment, type ReactNode } from 'react';
import type { RichValues, Translator } from '../lib/i18n';
import { intlFormatter } from './intl-format';
import type { FormatMessage } from './message-format';
import { allAreas, areasOf, type CompiledMessages, ERRORS_AREA, fetchArea, fetchedArea, fetchedErrorTexts, fetchErrorTexts, keepPageTexts, PAGE_TEXTS } from './message-store';

/**
 * The language's translator (decisions 0033, 0034): its core catalogue and the given areas fetched
 * first, so a page renders or hydrates in its language at once. The server renderer has every area.
 */
export async function loadTranslator(asked: Locale, areas: readonly string[] = []): Promise<Translator> {
  // `<html lang>` as the server wrote it; anything else (a page saved to disk and edited) is English.
  const locale = isLocale(asked) ? asked : SOURCE_LOCALE;
  const wanted = import.meta.env.SSR ? allAreas() : areas;
  const [format] = await Promise.all([
    // FormatJS formats only a text intl-format.ts does not cover (a date, a time, a styled number): the
    // server renderer has it at hand, the browser fetches it when such a text is first shown.
    import.meta.env.SSR ? loadFormatter(locale) : null,
    fetchArea(locale, null),
    ...wanted.map((area) => fetchArea(locale, area).catch(() => undefined)),
    import.meta.env.SSR ? fetchErrorTexts(locale) : undefined,
  ]);
  return createTranslator(locale, [], format);
}

const loadFormatter = (locale: Locale): Promise<FormatMessage> => import('./message-format').then((module) => module.messageFormatter(locale));

/** What a server-rendered page carries (its data block): the texts it shows, and whether any needed FormatJS. */
export interface PageTexts {
  texts: CompiledMessages;
  formats: boolean;
}

/**
 * The translator of a server-rendered page, at once: with the texts the page was written with
 * (its data block), the rest of its language's catalogues fetched when the page is idle.
 */
export async function pageTranslator(locale: Locale, areas: readonly string[], page: PageTexts): Promise<{ translator: Translator; fetchRest: () => Promise<unknown> }> {
  keepPageTexts(locale, page.texts);
  // Only a page with a text FormatJS had to format (a date, a time, a styled number) waits for it.
  const format = page.formats ? await loadFormatter(locale) : null;
  const translator = createTranslator(locale, areas, format);
  return {
    translator,
    fetchRest: () => Promise.all([fetchArea(locale, null), ...areas.map((area) => fetchArea(locale, area))]).catch(() => undefined),
  };
}

/** Another language for the open page (Settings, the footer switcher), remembered for the next. */
export async function switchLocale(locale: Locale, areas: readonly string[]): Promise<Translator> {
  const translator = await loadTranslator(locale, areas);
  document.documentElement.lang = locale;
  // A year: the server reads it for the next page a visitor opens.
  // biome-ignore lint/suspicious/noDocumentCookie: one plain value; the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  return translator;
}

/** Fetches areas a page is about to show (routes.tsx), so it renders with its texts. */
export const prefetchAreas = (locale: Locale, areas: readonly string[]) => Promise.all(areas.map((area) => fetchArea(locale, area)));

/** The error texts, fetched once the page is idle (English needs none: they are written in it). */
export const prefetchErrorTexts = (locale: Locale) => (locale === SOURCE_LOCALE ? undefined : fetchErrorTexts(locale).catch(() => undefined));

/**
 * Texts in one language over precompiled messages. A text whose area is not fetched yet reads as
 * empty while it is fetched, as does one that needs FormatJS before its chunk is here; then the app
 * renders again (I18nProvider listens).
 */
export function createTranslator(locale: Locale, pageAreas: readonly string[] = [], initialFormat: FormatMessage | null = null): Translator {
  let formatMessage = initialFormat;
  const intlFormat = intlFormatter(locale);
  let formatting: Promise<void> | null = null;
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const used = new Set<string>(pageAreas);
  // The server renderer notes each text it shows: they travel with the page (pageTranslator).
  const shown = new Map<string, CompiledMessages[string]>();
  let formatted = false;
  const listeners = new Set<() => void>();
  const arrived = () => {
    for (const listener of listeners) listener();
  };
  const requested = new Set<string | null>();
  const fetchLater = (area: string | null) => {
    if (requested.has(area)) return;
    requested.add(area);
    void fetchArea(locale, area).then(arrived, () => requested.delete(area));
  };

  const find = (id: string): CompiledMessages[string] | undefined => {
    const message = lookUp(id);
    if (import.meta.env.SSR && message !== undefined) shown.set(id, message);
    return message;
  };
  const lookUp = (id: string): CompiledMessages[string] | undefined => {
    const core = fetchedArea(locale, null);
    if (core?.[id] !== undefined) return core[id];
    const onPage = fetchedArea(locale, PAGE_TEXTS)?.[id];
    if (onPage !== undefined) return onPage;
    if (!core) fetchLater(null);
    for (const area of areasOf(id)) {
      const messages = fetchedArea(locale, area);
      if (!messages) {
        fetchLater(area);
        continue;
      }
      const message = messages[id];
      if (message !== undefined) {
        used.add(area);
        return message;
      }
    }
    return undefined;
  };
  const loadFormat = () => {
    formatting ??= loadFormatter(locale).then((loaded) => {
      formatMessage = loaded;
      arrived();
    });
    return formatting;
  };
  const format = (id: string, message: CompiledMessages[string], values?: Record<string, unknown>): string | ReactNode[] => {
    if (typeof message === 'string') return message;
    const done = intlFormat(message, values);
    if (done !== null) return done as string | ReactNode[];
    if (import.meta.env.SSR) formatted = true;
    if (formatMessage) return formatMessage(id, message, values);
    void loadFormat().catch(() => (formatting = null));
    return '';
  };

  return {
    locale,
    t: (id, values) => {
      const message = find(id);
      return message === undefined ? '' : String(format(id, message, values));
    },
    rich: (id, values: RichValues) => {
      const message = find(id);
      if (message === undefined) return null;
      const parts = format(id, message, values);
      // Texts and elements as the fragment's own children (not a list, so no keys are wanted).
      return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
    },
    error: (text) => {
      const translateError = fetchedErrorTexts(locale);
      if (translateError) return translateError(text);
      // Until the error texts arrive (they are fetched once the page is idle) it reads in English.
      if (locale !== SOURCE_LOCALE && !requested.has(ERRORS_AREA)) {
        requested.add(ERRORS_AREA);
        void fetchErrorTexts(locale).then(arrived, () => requested.delete(ERRORS_AREA));
      }
      return text;
    },
    number: (value, options) => {
      const key = JSON.stringify(options ?? {});
      let formatter = numberFormats.get(key);
      if (!formatter) {
        formatter = new Intl.NumberFormat(locale, options);
        numberFormats.set(key, formatter);
      }
      return formatter.format(value);
    },
    areas: () => [...used],
    shownTexts: () => ({ texts: Object.fromEntries(shown), formats: formatted }),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
