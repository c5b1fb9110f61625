import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from './locales';
import { ERROR_MESSAGES } from './messages/errors/index';
import { MAIL_MESSAGES } from './messages/mail/index';
import { UI_MESSAGES } from './messages/ui/index';
import { SERVER_MESSAGES } from './messages/server/index';

/**
 * Issue 18's catalogue check (decision 0033): every language has exactly the English source's
 * messages, each one parses as ICU, and uses the same arguments as the source — the same names,
 * each of the same kind (a plain value, a plural, a select, a tag), so no translation can drop a
 * count, invent a placeholder, or lose a link. Plural cases may differ: Japanese has only `other`.
 */
const CATALOGUES: Record<string, Record<string, Record<string, string>>> = {
  ui: UI_MESSAGES,
  mail: MAIL_MESSAGES,
  errors: ERROR_MESSAGES,
  server: SERVER_MESSAGES,
};

/** "count:plural", "site:argument", "link:tag"…, sorted; nested plural and select branches included. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`${element.value}:${TYPE[element.type]}`);
          break;
        case TYPE.plural:
        case TYPE.select:
          found.add(`${element.value}:${TYPE[element.type]}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`${element.value}:tag`);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe.each(Object.entries(CATALOGUES))('the %s catalogues', (_area, byLocale) => {
  const source = byLocale[SOURCE_LOCALE] as Record<string, string>;

  it('exist for every language', () => {
    expect(Object.keys(byLocale).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('%s has exactly the source’s keys', (locale) => {
    const catalogue = byLocale[locale] as Record<string, string>;
    const missing = Object.keys(source).filter((key) => !(key in catalogue));
    const extra = Object.keys(catalogue).filter((key) => !(key in source));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each([...LOCALES])('%s: every message parses, with the source’s arguments', (locale) => {
    const catalogue = byLocale[locale] as Record<string, string>;
    const differing = Object.keys(source)
      .filter((key) => key in catalogue)
      .flatMap((key) => {
        const expected = argumentsOf(source[key] as string).join(', ');
        let actual: string;
        try {
          actual = argumentsOf(catalogue[key] as string).join(', ');
        } catch (error) {
          return [`${key}: does not parse (${(error as Error).message})`];
        }
        return actual === expected ? [] : [`${key}: has {${actual}}, the source has {${expected}}`];
      });
    expect(differing).toEqual([]);
  });

  it('never names a tag like an argument (the one value could not be both)', () => {
    const clashing = Object.entries(source).filter(([, message]) => {
      const found = argumentsOf(message);
      const tags = found.filter((entry) => entry.endsWith(':tag')).map((entry) => entry.split(':')[0]);
      return found.some((entry) => !entry.endsWith(':tag') && tags.includes(entry.split(':')[0]));
    });
    expect(clashing.map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== SOURCE_LOCALE))('%s leaves no message empty', (locale) => {
    const catalogue = byLocale[locale] as Record<string, string>;
    expect(Object.keys(catalogue).filter((key) => !catalogue[key]?.trim())).toEqual([]);
  });
});

describe('the errors catalogue', () => {
  // Its patterns are filled by common/i18n/error-lookup.ts, which substitutes plain values only.
  it.each([...LOCALES])('%s uses plain placeholders only (no plural, select, number or tag)', (locale) => {
    const catalogue = ERROR_MESSAGES[locale];
    const fancy = Object.entries(catalogue).filter(([, message]) => argumentsOf(message).some((entry) => !entry.endsWith(':argument')));
    expect(fancy.map(([key]) => key)).toEqual([]);
  });

  it('keys every pattern by its own English text', () => {
    const source = ERROR_MESSAGES[SOURCE_LOCALE];
    expect(Object.keys(source).filter((key) => source[key] !== key)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('tells a plain value from a plural and finds arguments inside tags and branches', () => {
    expect(argumentsOf('{count, plural, one {# like from {who}} other {# likes}} <link>{url}</link>')).toEqual([
      'count:plural',
      'link:tag',
      'url:argument',
      'who:argument',
    ]);
  });
});
