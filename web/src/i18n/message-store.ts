import type { ErrorTranslate } from '@common/i18n/error-lookup';
import type { Locale } from '@common/i18n/locales';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { AREAS_BY_PREFIX, TEXTS_PATH } from 'virtual:ui-message-areas';

/**
 * The web app's texts as the browser fetches them (decisions 0034, 0035): the core catalogue of the
 * reader's language before anything renders, then each area (a screen family's texts, e.g.
 * `settings`) when a page that shows it is opened, and the error texts once the page is idle.
 * Every catalogue arrives precompiled (server/tools/precompiled-messages.ts). A visitor of the
 * landing page downloads the shell's few dozen texts, not every form's.
 */
/** A message with nothing to format is its text; any other, FormatJS's syntax tree. */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;
type CatalogueModules = Record<string, () => Promise<{ default: CompiledMessages }>>;

const MESSAGES = '../../../common/i18n/messages';
// The server renderer has the interface's catalogues as modules of its build; the browser fetches
// them as JSON files by locale and area (TEXTS_PATH), so it carries no list of their chunks. The
// error texts are one module per language, built from several files: a chunk each.
const UI: CatalogueModules = import.meta.env.SSR ? import.meta.glob<{ default: CompiledMessages }>(['../../../common/i18n/messages/ui/{en,es,de,fr,ja}.ts', '../../../common/i18n/messages/ui/*/{en,es,de,fr,ja}.ts']) : {};
const ERRORS: CatalogueModules = import.meta.glob<{ default: CompiledMessages }>('../../../common/i18n/messages/errors/{en,es,de,fr,ja}.ts');

/** The error texts the server and forms write in English, keyed by that text: a part of its own. */
export const ERRORS_AREA = 'errors';

const fetchTexts = (file: string) => (): Promise<{ default: CompiledMessages }> =>
  fetch(`${TEXTS_PATH}${file}.json`).then((response) => (response.ok ? response.json().then((messages) => ({ default: messages })) : Promise.reject(new Error(`${file}: ${response.status}`))));

const moduleOf = (locale: Locale, area: string | null) => {
  if (area === ERRORS_AREA) return ERRORS[`${MESSAGES}/errors/${locale}.ts`];
  if (!import.meta.env.SSR) return fetchTexts(area === null ? locale : `${locale}/${area}`);
  return UI[area === null ? `${MESSAGES}/ui/${locale}.ts` : `${MESSAGES}/ui/${area}/${locale}.ts`];
};

/** Every area there is (the server renderer loads them all). */
export const allAreas = (): string[] => [
  ...new Set(
    Object.keys(UI)
      .map((file) => file.split('/').at(-2) as string)
      .filter((folder) => folder !== 'ui'),
  ),
  ERRORS_AREA,
];

/** The areas that may hold an id: those whose ids start with its first segment. */
export const areasOf = (id: string): readonly string[] => AREAS_BY_PREFIX[id.split('.')[0] as string] ?? [];

// Fetched catalogues, per `<locale>/<area>`: the same for every reader, kept for the page's life
// (in the server renderer, for the process's).
const fetched = new Map<string, CompiledMessages>();
const fetching = new Map<string, Promise<void>>();

/** Fetches an area (or the core, `null`) once; a failed fetch may be tried again later. */
export function fetchArea(locale: Locale, area: string | null): Promise<void> {
  const key = `${locale}/${area ?? ''}`;
  if (fetched.has(key)) return Promise.resolve();
  const load = moduleOf(locale, area);
  if (!load) return Promise.reject(new Error(`no catalogue ${key}`));
  let pending = fetching.get(key);
  if (!pending) {
    pending = load()
      .then((module) => void fetched.set(key, module.default))
      .finally(() => fetching.delete(key));
    fetching.set(key, pending);
  }
  return pending;
}

/**
 * The texts a server-rendered page was written with (a data block in its HTML): enough to take the
 * page over, so the catalogues themselves can wait until the page is idle.
 */
export const PAGE_TEXTS = '#page';

export function keepPageTexts(locale: Locale, messages: CompiledMessages): void {
  fetched.set(`${locale}/${PAGE_TEXTS}`, messages);
}

/**
 * The error texts' lookup for a language (common/i18n/error-lookup.ts over its plain catalogue),
 * fetched with the catalogue, once: neither is needed until something has gone wrong.
 */
const errorLookups = new Map<Locale, ErrorTranslate>();
export function fetchErrorTexts(locale: Locale): Promise<void> {
  if (errorLookups.has(locale)) return Promise.resolve();
  return fetchArea(locale, ERRORS_AREA).then(async () => {
    const { errorTranslator } = await import('@common/i18n/error-lookup');
    errorLookups.set(locale, errorTranslator(locale, fetchedArea(locale, ERRORS_AREA) as unknown as Record<string, string>));
  });
}
export const fetchedErrorTexts = (locale: Locale): ErrorTranslate | undefined => errorLookups.get(locale);

/** An area's messages if fetched, else undefined. */
export const fetchedArea = (locale: Locale, area: string | null): CompiledMessages | undefined => fetched.get(`${locale}/${area ?? ''}`);
