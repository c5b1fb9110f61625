import negotiate from '@fastify/accept-negotiator';
import { createIntl, createIntlCache, type FormatNumberOptions, type IntlShape } from '@formatjs/intl';
import type { FastifyRequest } from 'fastify';
import { isLocale, LOCALE_COOKIE, LOCALE_QUERY_PARAM, LOCALES, type Locale, SOURCE_LOCALE, toLocale } from '../../common/i18n/locales';
import { errorTranslator } from '../../common/i18n/error-lookup';
import { ERROR_MESSAGES } from '../../common/i18n/messages/errors/index';
import type { Inline } from './mail-layout';
import { MAIL_MESSAGES, type MailMessageId } from '../../common/i18n/messages/mail/index';
import { SERVER_MESSAGES, type ServerMessageId } from '../../common/i18n/messages/server/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The language this request is answered in (decision 0033); set by the app (server/app.ts). */
    localeOf?: (request: FastifyRequest) => Promise<Locale>;
  }
}

/**
 * The request's language, most explicit first: a `?lang=` in the address (what `hreflang` links
 * to), the signed-in person's Settings language, the visitor's switcher cookie, the browser's
 * Accept-Language, then English.
 */
export function negotiateLocale(request: FastifyRequest, personLanguage: string | null): Locale {
  const query = (request.query as Record<string, unknown> | undefined)?.[LOCALE_QUERY_PARAM];
  const fromQuery = typeof query === 'string' ? toLocale(query) : null;
  if (fromQuery) return fromQuery;
  const fromPerson = toLocale(personLanguage);
  if (fromPerson) return fromPerson;
  const fromCookie = toLocale(request.cookies?.[LOCALE_COOKIE]);
  if (fromCookie) return fromCookie;
  const header = request.headers['accept-language'];
  if (typeof header === 'string' && header.length <= 500) {
    // Offered as full tags too, so "de-AT, en;q=0.5" picks German.
    const found = negotiate(header, [...LOCALES]) ?? negotiate(primaryTags(header), [...LOCALES]);
    if (isLocale(found)) return found;
  }
  return SOURCE_LOCALE;
}

/** "de-AT,en;q=0.5" → "de;q=1,en;q=0.5": regions dropped, weights kept. */
function primaryTags(header: string): string {
  return header
    .split(',')
    .map((part) => part.trim().replace(/^([a-z]{1,8})-[^;]*/i, '$1'))
    .join(',');
}

type Values = Record<string, string | number | Date>;

/** Formatting in one language: e-mails, error messages and dates, through FormatJS like the web app. */
export interface Translator {
  locale: Locale;
  /** An e-mail's text, or one the server writes elsewhere (the feed, a page's head). */
  t(id: MailMessageId | ServerMessageId, values?: Values): string;
  /** A sentence with `<tag>…</tag>` parts as links: the HTML part of an e-mail (mail-layout.ts). */
  linked(id: MailMessageId, links: Record<string, string>, values?: Values): Inline[];
  /** A message the server wrote in English (an error), in this language when the catalogue has it. */
  error(message: string): string;
  date(value: Date, options?: Intl.DateTimeFormatOptions): string;
  number(value: number, options?: FormatNumberOptions): string;
}

/**
 * One translator per language, made when first asked and kept as long as the app (decision 0018):
 * FormatJS caches each parsed message in it.
 */
export class Translations {
  readonly #cache = createIntlCache();
  readonly #byLocale = new Map<Locale, Translator>();

  for(locale: Locale): Translator {
    let translator = this.#byLocale.get(locale);
    if (!translator) {
      translator = this.#make(locale);
      this.#byLocale.set(locale, translator);
    }
    return translator;
  }

  #make(locale: Locale): Translator {
    const mail: IntlShape = createIntl({ locale, defaultLocale: SOURCE_LOCALE, messages: { ...MAIL_MESSAGES[locale], ...SERVER_MESSAGES[locale] } }, this.#cache);
    const error = errorTranslator(locale, ERROR_MESSAGES[locale]);
    return {
      locale,
      t: (id, values) => mail.formatMessage({ id }, values) as string,
      linked: (id, links, values) => {
        const tags = Object.fromEntries(
          Object.entries(links).map(([tag, href]) => [tag, (chunks: Array<string | Inline>) => ({ text: chunks.join(''), href })]),
        );
        // FormatJS hands each tag's content to its function and returns the pieces in order.
        const format = mail.formatMessage as unknown as (descriptor: { id: string }, values: object) => string | Inline | Array<string | Inline>;
        const parts = format({ id }, { ...values, ...tags });
        return (Array.isArray(parts) ? parts : [parts]) as Inline[];
      },
      error,
      date: (value, options) => mail.formatDate(value, options),
      number: (value, options) => mail.formatNumber(value, options),
    };
  }
}

/** A language stored for a person (Settings), as one the site ships in; English otherwise. */
export const storedLocale = (language: string | null | undefined): Locale => toLocale(language) ?? SOURCE_LOCALE;
