import { type DeveloperCard, type DirectoryStats, POPULAR_SKILLS_SHOWN } from '../../../common/people';
import type { AppDependencies } from '../../app';
import { StaleWhileRevalidate } from '../../platform/stale-while-revalidate';
import * as repository from './directory-repository';

type Deps = AppDependencies;

/**
 * Words first (whole words, and words starting with the last one typed); only when no word
 * matches does the search look for misspellings, so "Jonh" finds John while an ordinary search
 * is not flooded with names that merely look alike.
 */
export const SPELLING_SIMILARITY = 0.5;
const MAX_WORDS = 8;
/** Each word adds two variants per letter to the query; three words are plenty. */
const MAX_MISSPELT_WORDS = 3;
const MIN_MISSPELT_LENGTH = 3;
const MAX_MISSPELT_LENGTH = 20;

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/** "john smi" → "john & smi:*"; a last word of one letter would match too much to be a prefix. */
export function prefixQueryOf(text: string): string | null {
  const words = wordsOf(text);
  const last = words.at(-1);
  if (!last || last.length < 2) return null;
  return [...words.slice(0, -1), `${last}:*`].join(' & ');
}

/**
 * The words one slip away that trigrams miss: two neighbouring letters swapped ("jonh") or one
 * letter doubled or stray ("johhn"). A missing or wrong letter leaves most trigrams intact, so
 * the trigram match finds those; listing all 60-odd variants per letter for them would make a
 * query far too slow to evaluate.
 */
export function typoVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set<string>([word]);
  for (let index = 0; index < letters.length; index += 1) {
    variants.add([...letters.slice(0, index), ...letters.slice(index + 1)].join(''));
    if (index + 1 < letters.length) {
      const swapped = [...letters];
      [swapped[index], swapped[index + 1]] = [swapped[index + 1] as string, swapped[index] as string];
      variants.add(swapped.join(''));
    }
  }
  return [...variants].filter((variant) => variant.length >= MIN_MISSPELT_LENGTH);
}

/**
 * A tsquery (letters and digits only, so nothing in it is query syntax) matching the text with
 * up to one typo per word: "jonh smith" → "(jonh | john | …) & (smith | smtih | …)".
 */
export function variantsQueryOf(text: string): string | null {
  const words = wordsOf(text).slice(0, MAX_MISSPELT_WORDS);
  if (words.length === 0) return null;
  return words
    .map((word) =>
      word.length >= MIN_MISSPELT_LENGTH && word.length <= MAX_MISSPELT_LENGTH ? `(${typoVariants(word).join(' | ')})` : word,
    )
    .join(' & ');
}

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
    found = await repository.searchBySpelling(db, query.q, variantsQueryOf(query.q), SPELLING_SIMILARITY, page);
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
export const CACHE_TTL_MS = 60 * 1000;
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
