import { type DeveloperCard, type DirectoryStats, POPULAR_SKILLS_SHOWN } from '../../../common/people';
import type { AppDependencies } from '../../core/dependencies';
import { appService } from '../../platform/app-scope';
import * as repository from './directory-repository';
import type { WordsSearch } from './directory-repository';
import { correctableWords, correctedText, prefixGateOf, prefixQueryOf, wordsOf } from './spelling';
import { PEOPLE_WORDS_CHANNEL, PeopleVocabulary } from './vocabulary';

type Deps = AppDependencies;

/**
 * Words first (whole words, and words starting with the last one typed); only when no word
 * matches is the text corrected for misspellings (spelling.ts) and searched again, so "Jonh"
 * finds John while an ordinary search is not flooded with names that merely look alike. The
 * correction is worked out in memory beforehand (vocabulary.ts) and searched only if the text as
 * typed matches nobody (issue 12, decision 0036).
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
  const search = await wordsSearchOf(deps, query.q);
  const found = await repository.searchByWords(db, search, page);
  return { cards: found.rows, total: found.total };
}

/**
 * The search for a text: its prefix query for search-as-you-type and, from the words people use
 * (held in memory), whether that prefix needs its gate (`prefixGateOf`) and the text with its
 * misspelled words replaced by the nearest known ones (null when every word is one people use,
 * or too short, too long or too far from any to correct).
 */
async function wordsSearchOf(deps: Deps, text: string): Promise<WordsSearch> {
  const prefix = prefixQueryOf(text);
  const correctable = correctableWords(text);
  // A single word needs no gate, and one too short to correct no vocabulary.
  if (correctable.length === 0 && (prefix === null || wordsOf(text).length < 2)) return { text, prefix, prefixGate: null, corrected: null };
  const known = await deps.scope.get(vocabularies, deps).current();
  return {
    text,
    prefix,
    prefixGate: prefixGateOf(text, (word) => known.has(word)),
    corrected: correctedText(text, new Map(correctable.map((word) => [word, known.near(word)]))),
  };
}

/**
 * This app's copy of people_words, marked stale by every change to it in any process (the NOTIFY
 * of migration 0018) and, at once, by the changes `listeners.ts` hears of in this one.
 */
export const vocabularies = appService(
  'people vocabulary',
  (deps: Deps) => {
    const vocabulary = new PeopleVocabulary(() => repository.knownWords(deps.database.db));
    vocabulary.follow((onChange, onGap) => deps.database.listen(PEOPLE_WORDS_CHANNEL, onChange, { onDisconnect: onGap, onReconnect: onGap }));
    return vocabulary;
  },
  (vocabulary) => vocabulary.close(),
);

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
