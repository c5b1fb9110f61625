import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';

/** A formatted message: its text, or texts and elements when a `<tag>` made one (FormatJS's `format()` result). */
type Formatted = string | ReactNode | ReactNode[];

/**
 * Formats a precompiled message (FormatJS's syntax tree, server/tools/precompiled-messages.ts) with
 * `Intl.PluralRules` and `Intl.NumberFormat` alone, giving what FormatJS's `IntlMessageFormat` gives
 * for it (intl-format.test.ts compares the two over every message of every catalogue).
 * Covered: text, `{name}`, `{n, number}`, `{n, plural, …}` with `#`, `=N` and offsets, `{v, select,
 * …}` and `<tag>…</tag>`: every message the interface has (decision 0035). Anything else — a date,
 * a time, a number with a style, a missing value — answers `null`, and FormatJS's formatter (a chunk
 * of its own, 2.5 KB gzip) formats it, so a page needs FormatJS only for a text of those kinds.
 */
export function intlFormatter(locale: string): (message: MessageFormatElement[], values?: Record<string, unknown>) => Formatted | null {
  const numbers = new Intl.NumberFormat(locale);
  const number = (value: unknown) => numbers.format(value as number);
  const plurals = new Map<string, Intl.PluralRules>();
  const pluralRule = (type: Intl.PluralRuleType = 'cardinal', value: number) => {
    let rules = plurals.get(type);
    if (!rules) {
      rules = new Intl.PluralRules(locale, { type });
      plurals.set(type, rules);
    }
    return rules.select(value);
  };
  const option = (options: Record<string, { value: MessageFormatElement[] }>, key: string) => (Object.hasOwn(options, key) ? options[key] : undefined);

  /** The message's parts, adjacent texts joined (as FormatJS's `formatToParts` joins its literals); null where FormatJS is needed. */
  const parts = (elements: MessageFormatElement[], values: Record<string, unknown> | undefined, pluralValue?: number): ReactNode[] | null => {
    const out: ReactNode[] = [];
    const add = (part: ReactNode) => {
      const last = out.length - 1;
      if (typeof part === 'string' && typeof out[last] === 'string') out[last] += part;
      else out.push(part);
    };
    const addAll = (inner: ReactNode[] | null) => {
      if (inner === null) return false;
      for (const part of inner) add(part);
      return true;
    };
    for (const element of elements) {
      // FormatJS's TYPE numbers (its enum would bring 0.3 KB of the parser package): 0 text, 7 `#`.
      if (element.type === 0) {
        add(element.value);
        continue;
      }
      if (element.type === 7) {
        if (typeof pluralValue === 'number') add(number(pluralValue));
        continue;
      }
      if (!values || !(element.value in values)) return null;
      const value = values[element.value];
      switch (element.type) {
        case 1: // {name}: a string or number as text, an element as it is, nothing for an empty value
          add(typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' ? String(value) : (value as ReactNode) || '');
          break;
        case 2: // {n, number}; a style or skeleton is FormatJS's
          if (element.style) return null;
          add(number(value));
          break;
        case 5: {
          const chosen = option(element.options, String(value)) ?? element.options.other;
          if (!chosen || !addAll(parts(chosen.value, values))) return null;
          break;
        }
        case 6: {
          const counted = Number(value) - (element.offset || 0);
          const chosen = option(element.options, `=${value}`) ?? option(element.options, pluralRule(element.pluralType, counted)) ?? element.options.other;
          if (!chosen || !addAll(parts(chosen.value, values, counted))) return null;
          break;
        }
        case 8: {
          if (typeof value !== 'function') return null;
          const inner = parts(element.children, values, pluralValue);
          if (inner === null) return null;
          const chunks = value(inner) as ReactNode;
          for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) add(chunk);
          break;
        }
        default: // a date or a time
          return null;
      }
    }
    return out;
  };

  return (message, values) => {
    const formatted = parts(message, values);
    if (formatted === null) return null;
    return formatted.length === 0 ? '' : formatted.length === 1 ? formatted[0] : formatted;
  };
}
