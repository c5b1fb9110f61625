import { type DeveloperCard, type DirectoryStats, POPULAR_SKILLS_SHOWN } from '../../../common/people';
import type { AppDependencies } from '../../core/dependencies';
import { StaleWhileRevalidate } from '../../platform/stale-while-revalidate';
import * as repository from './directory-repository';
import { correctableWords, correctedText, prefixQueryOf, typoVariants } from './spelling';

import { appService } from '../../platform/app-scope';

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
    const [cards, counted] = await Promise.all([repository.newestDevelopers(db, page), listedCount(deps)]);
    return { cards, total: agreeingTotal(deps, cards.length, page, counted) };
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
 * The total shown above the '*' listing must not contradict the cards under it. A page that ends
 * the list (fewer cards than asked for) knows the exact number itself; a full page shows at least
 * what it holds. A cached count that disagrees is stale — changed by another process, which cannot
 * clear this one's cache — so it is dropped, and the stat cards follow on their next read.
 */
function agreeingTotal(deps: Deps, shown: number, page: { limit: number; offset: number }, counted: number): number {
  // An empty page past the end proves nothing about the total.
  if (shown === 0 && page.offset > 0) return counted;
  const exact = shown < page.limit;
  const total = exact ? page.offset + shown : Math.max(counted, page.offset + shown);
  if (total !== counted) forgetDirectoryStats(deps);
  return total;
}

/**
 * Directory-wide aggregates go over every user and skill: too much work to repeat for each
 * visit on a large site, while a minute-old figure is fine for a stat card or the total of the
 * '*' listing. Kept per app (an app service); past CACHE_TTL_MS the stale
 * figures are answered while one refresh runs in the background, so only the first request waits
 * for the scan. The app drops them whenever it changes who is listed or what they count:
 * a first verification, a ban or unban, a privacy change, a deletion, a change of skills
 * (`forgetDirectoryStats`).
 */
const CACHE_TTL_MS = 60 * 1000;
type CacheName = 'stats' | 'listed';
/** The figures of one app. */
const directoryCaches = appService('directory statistics', () => new Map<CacheName, StaleWhileRevalidate<unknown>>());

function cached<T>(deps: Deps, name: CacheName, compute: () => Promise<T>): Promise<T> {
  const entries = deps.scope.get(directoryCaches, deps);
  let entry = entries.get(name) as StaleWhileRevalidate<T> | undefined;
  if (!entry) {
    entry = new StaleWhileRevalidate(compute, CACHE_TTL_MS);
    entries.set(name, entry as StaleWhileRevalidate<unknown>);
  }
  return entry.get();
}

/** How many people the directory lists: the '*' total and the "Active Developers" card, one figure. */
function listedCount(deps: Deps): Promise<number> {
  return cached(deps, 'listed', () => repository.countListed(deps.database.db));
}

export async function directoryStats(deps: Deps): Promise<DirectoryStats> {
  const [numbers, activeDevelopers] = await Promise.all([
    cached(deps, 'stats', () => repository.directoryNumbers(deps.database.db, POPULAR_SKILLS_SHOWN)),
    listedCount(deps),
  ]);
  return { activeDevelopers, ...numbers };
}

export function forgetDirectoryStats(deps: Deps): void {
  // Forgotten one by one (not just dropped from the map): a refresh still running must not store
  // figures read before the change.
  for (const entry of deps.scope.get(directoryCaches, deps).values()) entry.forget();
}
