import { isCategory } from '@common/categories';
import type { PageHead } from '@common/page-head';
import type { Translator } from '@web/lib/i18n';

/**
 * Discover's head, in the reader's language (`categoryLabel` names a category in it). A category's
 * feed is a page worth finding ("Games projects"); a search or the trending order is a view of the
 * same projects, kept out of indexes.
 */
export function discoverHead(
  { search, category, trending }: { search: string; category: string; trending: boolean },
  t: Translator['t'],
  categoryLabel: (value: string) => string,
): PageHead {
  const label = isCategory(category) ? categoryLabel(category) : null;
  if (search) return { title: t('discover.head.search', { search }), noindex: true };
  return {
    title: label ? t('discover.head.category', { category: label }) : t('discover.head.title'),
    description: label ? t('discover.head.categoryDescription', { category: label }) : t('discover.head.description'),
    canonicalPath: label ? `/discover?category=${encodeURIComponent(category)}` : '/discover',
    noindex: trending,
  };
}
