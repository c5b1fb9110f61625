import { type DeveloperCard, type DirectoryStats, POPULAR_SKILLS_SHOWN } from '../../../common/people';
import type { AppDependencies } from '../../core/dependencies';
import { appService } from '../../platform/app-scope';
import { ShortLivedCache } from '../../platform/short-lived-cache';
import * as repository from './directory-repository';
import { correctableWords, correctedText, type KnownWord, prefixQueryOf, typoVariants } from './spelling';

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
    const [cards, counted] = await Promise.all([repository.newestDevelopers(db, page), repository.listedPeople(db)]);
    return { cards, total: agreeingTotal(cards.length, page, counted) };
  }
  let found = await repository.searchByWords(db, query.q, prefixQueryOf(query.q), page);
  if (found.total === 0) {
    const corrected = correctedText(query.q, await knownWordsNear(deps, correctableWords(query.q)));
    if (corrected !== null) found = await repository.searchByWords(db, corrected, null, page);
  }
  return { cards: found.rows, total: found.total };
}

/**
 * The known words near each typed word, looked up once per KNOWN_WORDS_TTL_MS. The same slips come
 * back again and again ("jonh", "micheal"), and the trigram look-up was about half of a corrected
 * search's database time (issue 12); the vocabulary moves only when people rename themselves or
 * their skills, so a correction a few minutes behind a profile edit is still a good one.
 */
const KNOWN_WORDS_TTL_MS = 5 * 60 * 1000;
const knownWordsCaches = appService('known words near typed words', () => new ShortLivedCache<KnownWord[]>({ ttlMs: KNOWN_WORDS_TTL_MS, maxEntries: 10_000 }));

async function knownWordsNear(deps: Deps, words: readonly string[]): Promise<Map<string, KnownWord[]>> {
  const cache = deps.scope.get(knownWordsCaches, deps);
  const found = new Map<string, KnownWord[]>();
  const missing: string[] = [];
  for (const word of words) {
    const cached = cache.get(word);
    if (cached) found.set(word, cached);
    else missing.push(word);
  }
  if (missing.length === 0) return found;
  const looked = await repository.knownWordsNear(
    deps.database.db,
    missing.map((word) => ({ word, variants: typoVariants(word) })),
  );
  for (const [word, known] of looked) {
    cache.set(word, known);
    found.set(word, known);
  }
  return found;
}

/**
 * The total shown above the '*' listing must not contradict the cards under it. The count and the
 * cards are two statements, and a person may join or leave between them; a page that ends the list
 * (fewer cards than asked for) knows the exact number itself, and a full page shows at least what
 * it holds.
 */
function agreeingTotal(shown: number, page: { limit: number; offset: number }, counted: number): number {
  // An empty page past the end proves nothing about the total.
  if (shown === 0 && page.offset > 0) return counted;
  return shown < page.limit ? page.offset + shown : Math.max(counted, page.offset + shown);
}

/**
 * The stat cards and skill chips: counters the database moves with every write that changes who
 * the directory lists or what they count (migration 0007), so reading them costs a few rows — no
 * cache, and no figure older than the last write.
 */
export function directoryStats(deps: Deps): Promise<DirectoryStats> {
  return repository.directoryNumbers(deps.database.db, POPULAR_SKILLS_SHOWN);
}
