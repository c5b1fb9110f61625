import { type Locale, SOURCE_LOCALE } from './locales';

/**
 * An English message the server or a form rule wrote, in a reader's language (decision 0033).
 * The errors catalogue is keyed by the English text; a key with `{placeholders}` is a pattern
 * ("Comment must be at most {max} characters") that matches the texts whose values vary, and its
 * translation gets the captured values back in. Shared by the server (server/platform/i18n.ts)
 * and the web app (web/src/i18n/translator.ts), so it stays small: no FormatJS, plain values only
 * (the catalogue check refuses plurals and selects in this catalogue).
 */
export type ErrorTranslate = (message: string) => string;

const PLACEHOLDER = /\{(\w+)\}/g;
/** "5000" or "50,000" (how English writes a bound): shown in the reader's digits and separators. */
const ENGLISH_NUMBER = /^(?:\d+|\d{1,3}(?:,\d{3})+)$/;

interface Pattern {
  key: string;
  matcher: RegExp;
  names: string[];
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each pattern key as an anchored expression capturing its values, in the key's order. */
function compile(catalogue: Record<string, string>): Pattern[] {
  return Object.keys(catalogue)
    .filter((key) => key.includes('{'))
    .map((key) => {
      const names = [...key.matchAll(PLACEHOLDER)].map((found) => found[1] as string);
      const source = key
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeForRegExp(part)))
        .join('');
      return { key, matcher: new RegExp(`^${source}$`), names };
    });
}

/**
 * The lookup for one language's catalogue: the exact text first, then the patterns (compiled on
 * first need, once). English, and any text the catalogue does not know, comes back as it is.
 */
export function errorTranslator(locale: Locale, catalogue: Record<string, string>): ErrorTranslate {
  let patterns: Pattern[] | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const value = (captured: string) => {
    if (!ENGLISH_NUMBER.test(captured)) return captured;
    numbers ??= new Intl.NumberFormat(locale);
    return numbers.format(Number(captured.replaceAll(',', '')));
  };
  return (message) => {
    if (Object.hasOwn(catalogue, message)) return catalogue[message] as string;
    if (locale === SOURCE_LOCALE) return message;
    patterns ??= compile(catalogue);
    for (const { key, matcher, names } of patterns) {
      const found = matcher.exec(message);
      if (!found) continue;
      const values = new Map(names.map((name, index) => [name, value(found[index + 1] as string)]));
      return (catalogue[key] as string).replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
    }
    return message;
  };
}
