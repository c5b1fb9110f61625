import { type DeveloperCard, type DirectoryStats, POPULAR_SKILLS_SHOWN } from '../../../common/people';
import type { AppDependencies } from '../../core/dependencies';
import { appService } from '../../platform/app-scope';
import * as repository from './directory-repository';
import { correctableWords, correctedText, prefixQueryOf } from './spelling';
import { PeopleVocabulary } from './vocabulary';

type Deps = AppDependencies;

/**
 * Words first (whole words, and words starting with the last one typed); only when no word
 * matches is the text corrected for misspellings (spelling.ts) and searched again, so "Jonh"
 * finds John while an ordinary search is not flooded with names that merely look alike. The
 * correction is worked out in memory beforehand (vocabulary.ts) and goes with the search, which
 * uses it only if the text as typed matches nobody: one statement either way (issue 12).
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
  const corrected = await correctionOf(deps, query.q);
  const found = await repository.searchByWords(db, query.q, prefixQueryOf(query.q), page, corrected);
  return { cards: found.rows, total: found.total };
}

/**
 * The text with its misspelled words replaced by the nearest words people use, or null when every
 * word is one people use (or too short, too long or too far from any to correct): then the search
 * as typed is all there is, and the vocabulary is not even needed when no word could be corrected.
 */
async function correctionOf(deps: Deps, text: string): Promise<string | null> {
  const words = correctableWords(text);
  if (words.length === 0) return null;
  const known = await deps.scope.get(vocabularies, deps).current();
  return correctedText(text, new Map(words.map((word) => [word, known.near(word)])));
}

/** This app's copy of people_words (decision 0018), marked stale by the changes `listeners.ts` hears of. */
export const vocabularies = appService('people vocabulary', (deps: Deps) => new PeopleVocabulary(() => repository.knownWords(deps.database.db)));

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
