import type { Locale } from '../../locales';
import de from './de';
import en, { type MailMessageId } from './en';
import es from './es';
import fr from './fr';
import ja from './ja';

export type { MailMessageId };
/** Every language's e-mail texts; only the server sends e-mails. */
export const MAIL_MESSAGES: Record<Locale, Record<MailMessageId, string>> = { en, es, de, fr, ja };
