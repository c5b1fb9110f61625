import type { Locale } from '@common/i18n/locales';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';

export type FormatMessage = (id: string, message: MessageFormatElement[], values?: Record<string, unknown>) => string | ReactNode[];

/**
 * FormatJS's IntlMessageFormat over precompiled messages (decision 0034: no parser shipped), for
 * what the translator's own formatting (intl-format.ts, decision 0035) leaves to it: dates, times
 * and numbers with a style. A chunk of its own, fetched only when such a text is shown.
 */
export function messageFormatter(locale: Locale): FormatMessage {
  const formats = new Map<string, IntlMessageFormat>();
  return (id, message, values) => {
    let formatter = formats.get(id);
    if (!formatter) {
      formatter = new IntlMessageFormat(message, locale);
      formats.set(id, formatter);
    }
    try {
      return formatter.format(values as never) as string | ReactNode[];
    } catch {
      // A value the message needs is missing: a bug the type check usually catches; never a crash.
      return '';
    }
  };
}
