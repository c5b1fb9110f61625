import type { Locale } from '../../locales';
import de from './de';
import en, { type UiMessageId } from './en';
import es from './es';
import fr from './fr';
import ja from './ja';
import settings from './settings/index';
import signIn from './sign-in/index';

/**
 * The web app's catalogues whole, for the server renderer's checks and the catalogue check
 * (common/i18n/catalogues.test.ts): the core and every area. The browser never imports this file:
 * it fetches the core and then each area as its pages need it (web/src/i18n/message-store.ts).
 * Each area is a folder of ./ (its name is the key here; the catalogue check fails when one is missing).
 */
export const UI_AREAS: Record<string, Record<Locale, Record<string, string>>> = {
  settings,
  'sign-in': signIn,
};

const CORE: Record<Locale, Record<string, string>> = { en, es, de, fr, ja };

/** Every text of the web app in each language: the core, then each area. */
export const UI_MESSAGES = Object.fromEntries(
  Object.entries(CORE).map(([locale, core]) => [
    locale,
    Object.assign({}, core, ...Object.values(UI_AREAS).map((area) => area[locale as Locale])) as Record<UiMessageId, string>,
  ]),
) as Record<Locale, Record<UiMessageId, string>>;
