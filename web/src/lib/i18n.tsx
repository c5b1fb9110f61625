import type { Locale } from '@common/i18n/locales';
import { PAGE_MESSAGES_ELEMENT_ID } from '@common/page-head';
import type { UiMessageId } from '@common/i18n/messages/ui/en';
import { createContext, createElement, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { setFormatLocale } from './format-locale';

/**
 * The interface's language (issue 18, decision 0033). Components read their texts through
 * `useI18n()`; the catalogue and FormatJS itself arrive in a chunk per language
 * (web/src/i18n/catalogues), loaded before the app renders or hydrates, so a first visit carries
 * one language and no text flashes from English to the reader's.
 */
export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type RichValues = Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface Translator {
  locale: Locale;
  /** A message as plain text: labels, titles, attributes. */
  t(id: UiMessageId, values?: MessageValues): string;
  /** A message with `<tag>…</tag>` parts rendered by the given functions (links, emphasis). */
  rich(id: UiMessageId, values: RichValues): ReactNode;
  /** A text the server or a form rule wrote in English (an error), in this language when known. */
  error(message: string): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** The catalogue areas whose texts this translator has shown (decision 0034). */
  areas(): string[];
  /** The server renderer's: each text it has shown, precompiled, by id (they travel with the page). */
  shownTexts(): { texts: Record<string, unknown>; formats: boolean };
  /** Called when texts that were missing have arrived (an area fetched): the app renders again. */
  onChange(listener: () => void): () => void;
}

interface I18nState {
  translator: Translator;
  /** Shows the app in another language (lib/change-locale.ts: Settings, the footer switcher). */
  setTranslator(translator: Translator): void;
}

// Every render is inside <I18nProvider> (app.tsx), which the entry renders only once a language is loaded.
const I18nContext = createContext<I18nState | null>(null);

/**
 * The language's translator, for the server renderer (entry-server.tsx). The browser's entry
 * imports web/src/i18n/translator.ts itself (main.tsx): it formats the texts without FormatJS, so
 * it is part of the entry rather than a chunk to wait for (decision 0035).
 */
export const loadTranslator = (locale: Locale, areas?: readonly string[]): Promise<Translator> =>
  import('../i18n/translator').then((module) => module.loadTranslator(locale, areas));

/**
 * Fetches catalogue areas (space-separated) a page is about to show; never fails. Not on the server,
 * and not for the page the server rendered, which carries its texts (its areas follow when idle).
 */
export const fetchTextAreas = (areas: string): Promise<unknown> =>
  typeof document === 'undefined' || !areas || (document.getElementById(PAGE_MESSAGES_ELEMENT_ID) && document.documentElement.dataset.appReady !== 'true')
    ? Promise.resolve()
    : import('../i18n/translator').then((module) => module.prefetchAreas(documentLocale(), areas.split(' '))).catch(() => undefined);

/** The language the server chose for this page: it wrote it into `<html lang>` (checked by the loader). */
export const documentLocale = () => document.documentElement.lang as Locale;

/** The catalogue areas a server-rendered page was written with (`<html data-message-areas>`). */
export const documentAreas = (): string[] => document.documentElement.dataset.messageAreas?.split(' ').filter(Boolean) ?? [];

export function I18nProvider({ initial, children }: { initial: Translator; children: ReactNode }) {
  const [translator, setTranslator] = useState(initial);
  // Texts of an area fetched after they were first asked for: every reader renders again.
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => translator.onChange(() => setArrivals((count) => count + 1)), [translator]);
  // Dates read the same language (lib/format-locale.ts); set during render so the first paint has it.
  setFormatLocale(translator.locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value per arrival is the point.
  const value = useMemo(() => ({ translator, setTranslator }), [translator, arrivals]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18nState(): I18nState {
  return useContext(I18nContext) as I18nState;
}

export function useI18n(): Translator {
  return useI18nState().translator;
}

/** Renders one message: see `text`. */
export function Text({ id, values }: { id: UiMessageId; values?: MessageValues }) {
  return useI18n().t(id, values);
}

/**
 * A message for code that is not a component (a request's error toast, the sign-in redirect):
 * an element translated when it is shown, so no translator has to be passed down to it.
 */
export const text = (id: UiMessageId, values?: MessageValues): ReactNode => createElement(Text, { id, values });
