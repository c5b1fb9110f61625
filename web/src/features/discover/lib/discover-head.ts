import { categoryLabel, isCategory } from '@common/categories';
import type { PageHead } from '@common/page-head';

/**
 * Discover's head. A category's feed is a page worth finding ("Games projects"); a search or the
 * trending order is a view of the same projects, kept out of indexes.
 */
export function discoverHead({ search, category, trending }: { search: string; category: string; trending: boolean }): PageHead {
  const label = isCategory(category) ? categoryLabel(category) : null;
  if (search) return { title: `Discover: ${search}`, noindex: true };
  return {
    title: label ? `${label} projects` : 'Discover',
    description: label
      ? `${label} projects developers have published on Shipyard: the newest first, with trending picks.`
      : 'Discover projects developers have published on Shipyard: the newest work, trending picks and every category.',
    canonicalPath: label ? `/discover?category=${encodeURIComponent(category)}` : '/discover',
    noindex: trending,
  };
}
