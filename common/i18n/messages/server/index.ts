import type { Locale } from '../../locales';
import de from './de';
import en, { type ServerMessageId } from './en';
import es from './es';
import fr from './fr';
import ja from './ja';

export type { ServerMessageId };
/** Every language's feed and page-head texts; only the server writes them. */
export const SERVER_MESSAGES: Record<Locale, Record<ServerMessageId, string>> = { en, es, de, fr, ja };
