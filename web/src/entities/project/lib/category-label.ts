import { type Category, type CategoryGroup, isCategory, isCategoryGroup } from '@common/categories';
import type { UiMessageId } from '@common/i18n/messages/ui/en';
import { type Translator, useI18n } from '@web/lib/i18n';
import { useCallback } from 'react';

// Every category and group has its message (common/i18n/messages/ui/categories): the types say so.
const categoryMessage = (category: Category): UiMessageId => `categories.${category}`;
const groupMessage = (group: CategoryGroup): UiMessageId => `categories.group.${group}`;

/**
 * The name of a category, a group or 'all' in the reader's language. common/categories.ts keeps the
 * English names (the server and the spec use them); the interface shows these instead. An unknown
 * key (none is stored) is shown as it is.
 */
export function translateCategory(t: Translator['t'], value: string): string {
  if (value === 'all') return t('categories.all');
  if (isCategory(value)) return t(categoryMessage(value));
  if (isCategoryGroup(value)) return t(groupMessage(value));
  return value;
}

/** `translateCategory` bound to the current language: every category name in the web app goes through it. */
export function useCategoryLabel(): (value: string) => string {
  const { t } = useI18n();
  return useCallback((value: string) => translateCategory(t, value), [t]);
}
