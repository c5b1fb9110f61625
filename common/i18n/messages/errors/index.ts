import type { Locale } from '../../locales';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import ja from './ja';

/** Every language's error texts, for the server (the web app loads only its reader's). */
export const ERROR_MESSAGES: Record<Locale, Record<string, string>> = { en, es, de, fr, ja };
