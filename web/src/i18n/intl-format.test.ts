import { LOCALES } from '@common/i18n/locales';
import { UI_MESSAGES } from '@common/i18n/messages/ui/index';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { intlFormatter } from './intl-format';

/** Every argument of a message by how it is used: a count, a choice (with its keys), a tag or a plain value. */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, { kind: 'count' | 'choice' | 'tag' | 'plain'; keys: string[] }>()) {
  const note = (name: string, kind: 'count' | 'choice' | 'tag' | 'plain', keys: string[] = []) => {
    const known = into.get(name);
    // A name used as a count anywhere is given numbers; a plain use of it prints them.
    if (!known || known.kind === 'plain') into.set(name, { kind, keys });
  };
  for (const element of elements) {
    if (element.type === TYPE.argument) note(element.value, 'plain');
    if (element.type === TYPE.number || element.type === TYPE.plural) note(element.value, 'count');
    if (element.type === TYPE.select) note(element.value, 'choice', Object.keys(element.options));
    if (element.type === TYPE.tag) {
      note(element.value, 'tag');
      argumentsOf(element.children, into);
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 102, 1234.5];

/** Value sets that reach every branch: each count for the counts, each key (and an unknown one) for the choices. */
function valueSets(elements: MessageFormatElement[]): Record<string, unknown>[] {
  const args = [...argumentsOf(elements)];
  const rounds = Math.max(COUNTS.length, ...args.map(([, arg]) => arg.keys.length + 1));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries(
      args.map(([name, arg]) => {
        if (arg.kind === 'count') return [name, COUNTS[round % COUNTS.length]];
        if (arg.kind === 'choice') return [name, [...arg.keys, 'unknown'][round % (arg.keys.length + 1)]];
        if (arg.kind === 'tag') return [name, (chunks: unknown[]) => ({ tag: name, chunks })];
        return [name, round % 2 ? `value of ${name}` : round];
      }),
    ),
  );
}

describe('intlFormatter', () => {
  it.each(LOCALES)('formats every message of the %s catalogues as FormatJS does, without FormatJS', (locale) => {
    const format = intlFormatter(locale);
    let compared = 0;
    for (const [id, message] of Object.entries(UI_MESSAGES[locale])) {
      const tree = parse(message);
      const reference = new IntlMessageFormat(tree, locale);
      for (const values of valueSets(tree)) {
        expect({ id, values, formatted: format(tree, values) }).toEqual({ id, values, formatted: reference.format(values as never) });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('leaves dates, times, styled numbers and missing values to FormatJS', () => {
    const format = intlFormatter('de');
    expect(format(parse('{day, date, short}'), { day: new Date(0) })).toBeNull();
    expect(format(parse('{at, time}'), { at: new Date(0) })).toBeNull();
    expect(format(parse('{share, number, percent}'), { share: 0.5 })).toBeNull();
    expect(format(parse('{count, plural, one {# Like} other {# Likes}}'), {})).toBeNull();
    expect(format(parse('{count, plural, one {# Like} other {# Likes}}'), { count: 1234 })).toBe('1.234 Likes');
  });
});
