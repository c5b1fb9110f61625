import type { Locale } from '@common/i18n/locales';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';

export type FormatMessage = (id: string, message: MessageFormatElement[], values?: Record<string, unknown>) => string | ReactNode[];

/**
 * FormatJS's IntlMessageFormat over precompiled messages (decision 0034: no parser shipped):
 * plurals, selects, numbers, dates and `<tag>`s through `Intl`. A chunk of its own: a page whose
 * texts are plain, or only name a value, is taken over without it.
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
