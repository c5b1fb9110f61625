import { isCategory } from '@common/categories';
import { useSearchBox } from '@web/lib/use-search-box';
import { useSearchParams } from 'wouter';

export interface DiscoverFilters {
  /** What the search box shows, as typed. */
  query: string;
  setQuery: (value: string) => void;
  /** The search the feed asks for: the query once typing has paused. */
  search: string;
  category: string;
  setCategory: (value: string) => void;
  trending: boolean;
  setTrending: (value: boolean) => void;
  clear: () => void;
}

/**
 * Discover's search, category and sort live in the address (`?q=…&category=…&sort=trending`), so
 * a filtered feed can be shared, reloaded, gone back to, and rendered by the server. Typing
 * replaces the history entry; a chosen chip or sort adds one.
 */
export function useDiscoverFilters(): DiscoverFilters {
  const [params, setParams] = useSearchParams();
  const requested = params.get('category') ?? 'all';
  const category = isCategory(requested) ? requested : 'all';
  const trending = params.get('sort') === 'trending';

  const update = (changes: Record<string, string | null>, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );
  const box = useSearchBox((params.get('q') ?? '').trim(), (search) => update({ q: search || null }, true));

  return {
    query: box.text,
    setQuery: box.setText,
    search: box.search,
    category,
    setCategory: (value) => update({ category: value === 'all' ? null : value }, false),
    trending,
    setTrending: (value) => update({ sort: value ? 'trending' : null }, false),
    clear: () => {
      box.reset();
      update({ q: null, category: null }, false);
    },
  };
}
