import type { Locale } from '@common/i18n/locales';
import { type Translator, useI18nState } from './i18n';

/**
 * Loads another language and shows the open app in it at once (decision 0033): the footer switcher
 * and Settings. Apart from lib/i18n.tsx, so the entry chunk does not carry it.
 */
export function useChangeLocale(): (locale: Locale) => Promise<Translator> {
  const { translator: current, setTranslator } = useI18nState();
  return async (locale) => {
    // The texts the open page shows, in the other language, before it switches: no empty labels.
    const translator = await import('../i18n/translator').then((module) => module.switchLocale(locale, current.areas()));
    setTranslator(translator);
    return translator;
  };
}
