import { type DeveloperCard, type DirectoryStats, POPULAR_SKILLS_SHOWN } from '../../../common/people';
import type { AppDependencies } from '../../app';
import { StaleWhileRevalidate } from '../../platform/stale-while-revalidate';
import * as repository from './directory-repository';
import { correctableWords, correctedText, prefixQueryOf, typoVariants } from './spelling';

type Deps = AppDependencies;

/**
 * Words first (whole words, and words starting with the last one typed); only when no word
 * matches is the text corrected for misspellings (spelling.ts) and searched again, so "Jonh"
 * finds John while an ordinary search is not flooded with names that merely look alike.
 */
export async function searchDevelopers(
  deps: Deps,
  query: { q: string | null; limit: number; offset: number },
): Promise<{ cards: DeveloperCard[]; total: number }> {
  const { db } = deps.database;
  const page = { limit: query.limit, offset: query.offset };
  if (query.q === null) {
    const [cards, total] = await Promise.all([repository.newestDevelopers(db, page), cached(deps, 'listed', () => repository.countListed(db))]);
    return { cards, total };
  }
  let found = await repository.searchByWords(db, query.q, prefixQueryOf(query.q), page);
  if (found.total === 0) {
    const typed = correctableWords(query.q).map((word) => ({ word, variants: typoVariants(word) }));
    const corrected = correctedText(query.q, await repository.knownWordsNear(db, typed));
    if (corrected !== null) found = await repository.searchByWords(db, corrected, null, page);
  }
  return { cards: found.rows, total: found.total };
}

/**
 * Directory-wide aggregates go over every user and skill: too much work to repeat for each
 * visit on a large site, while a minute-old figure is fine for a stat card or the total of the
 * '*' listing. Kept per database (one per app, one per test file); past CACHE_TTL_MS the stale
 * figures are answered while one refresh runs in the background, so only the first request waits
 * for the scan. This process drops them when it changes someone's skills or visibility.
 */
const CACHE_TTL_MS = 60 * 1000;
type CacheName = 'stats' | 'listed';
const caches = new WeakMap<object, Map<CacheName, StaleWhileRevalidate<unknown>>>();

function cached<T>(deps: Deps, name: CacheName, compute: () => Promise<T>): Promise<T> {
  let entries = caches.get(deps.database);
  if (!entries) {
    entries = new Map();
    caches.set(deps.database, entries);
  }
  let entry = entries.get(name) as StaleWhileRevalidate<T> | undefined;
  if (!entry) {
    entry = new StaleWhileRevalidate(compute, CACHE_TTL_MS);
    entries.set(name, entry as StaleWhileRevalidate<unknown>);
  }
  return entry.get();
}

export function directoryStats(deps: Deps): Promise<DirectoryStats> {
  return cached(deps, 'stats', () => repository.directoryNumbers(deps.database.db, POPULAR_SKILLS_SHOWN));
}

export function forgetDirectoryStats(deps: Deps): void {
  // Forgotten one by one (not just dropped from the map): a refresh still running must not store
  // figures read before the change.
  for (const entry of caches.get(deps.database)?.values() ?? []) entry.forget();
}
