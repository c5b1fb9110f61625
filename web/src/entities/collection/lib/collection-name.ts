import type { Collection } from '@common/collections';
import { useI18n } from '@web/lib/i18n';
import { useCallback } from 'react';

/**
 * A collection's name as shown: the default list, which nobody can rename, in the reader's
 * language ("Saved" in English, the name the server stores); any other as its owner wrote it.
 */
export function useCollectionName(): (collection: Pick<Collection, 'name' | 'isDefault'>) => string {
  const { t } = useI18n();
  return useCallback((collection) => (collection.isDefault ? t('cards.save.defaultName') : collection.name), [t]);
}
