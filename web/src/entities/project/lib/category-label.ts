import type { UiMessageId } from '@common/i18n/messages/ui/en';
import { type Translator, useI18n } from '@web/lib/i18n';
import { useCallback } from 'react';

/**
 * The name of a category, a group or 'all' in the reader's language. common/categories.ts keeps the
 * keys and common/category-labels.ts the English names (the server and the spec use them); the
 * interface shows these messages instead (common/i18n/messages/ui/categories: `categories.<key>`
 * for a category, `categories.group.<key>` for a group; category-label.test.ts checks that no key
 * is both). Told apart by their messages rather than by the key lists, which a project page would
 * otherwise load for this alone (issue 11). An unknown key (none is stored) is shown as it is.
 */
export function translateCategory(t: Translator['t'], value: string): string {
  if (value === 'all') return t('categories.all');
  return t(`categories.${value}` as UiMessageId) || t(`categories.group.${value}` as UiMessageId) || value;
}

/** `translateCategory` bound to the current language: every category name in the web app goes through it. */
export function useCategoryLabel(): (value: string) => string {
  const { t } = useI18n();
  return useCallback((value: string) => translateCategory(t, value), [t]);
}
