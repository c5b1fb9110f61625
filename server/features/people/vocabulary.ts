import { allowedSlips, type KnownWord, slipsWithin } from './spelling';

/**
 * The words people use (people_words: names, titles, skills; a few hundred to a few thousand), held
 * in memory so a misspelled search is corrected before it is sent (issue 12). Looking the words up
 * in PostgreSQL (one-slip variants and trigram similarity) was a statement of its own per search,
 * after a full-text search that found nothing: three statements where one now does.
 */
export class KnownWords {
  readonly #people = new Map<string, number>();
  readonly #words: string[] = [];
  /** Each word's letters (code points), split once. */
  readonly #letterLists: string[][] = [];
  readonly #lengths: number[] = [];
  readonly #letters: number[] = [];

  constructor(words: readonly KnownWord[]) {
    for (const { word, people } of words) {
      if (people <= 0 || this.#people.has(word)) continue;
      this.#people.set(word, people);
      this.#words.push(word);
      this.#letterLists.push([...word]);
      this.#lengths.push([...word].length);
      this.#letters.push(letterSet(word));
    }
  }

  get size(): number {
    return this.#words.length;
  }

  has(word: string): boolean {
    return this.#people.has(word);
  }

  /**
   * The known words within the slips a typed word allows (`allowedSlips`), the word itself first
   * when people use it. Every word is looked at, but two cheap checks rule out nearly all of them
   * before the slips are counted: the lengths, and the letters each has that the other lacks.
   */
  near(typed: string): KnownWord[] {
    const people = this.#people.get(typed);
    if (people !== undefined) return [{ word: typed, people }];
    const limit = allowedSlips(typed);
    const typedLetters = [...typed];
    const length = typedLetters.length;
    const letters = letterSet(typed);
    const found: KnownWord[] = [];
    for (let index = 0; index < this.#words.length; index += 1) {
      if (Math.abs((this.#lengths[index] as number) - length) > limit) continue;
      // A slip changes at most two letters of the set (a replacement), a swap none.
      if (bitCount((this.#letters[index] as number) ^ letters) > 2 * limit) continue;
      if (slipsWithin(typedLetters, this.#letterLists[index] as string[], limit) > limit) continue;
      const word = this.#words[index] as string;
      found.push({ word, people: this.#people.get(word) as number });
    }
    return found;
  }
}

/** The letters of a word as bits of one integer (code point mod 32; a collision only weakens the check). */
function letterSet(word: string): number {
  let bits = 0;
  for (const letter of word) bits |= 1 << ((letter.codePointAt(0) as number) & 31);
  return bits;
}

function bitCount(bits: number): number {
  let rest = bits >>> 0;
  let count = 0;
  while (rest !== 0) {
    rest &= rest - 1;
    count += 1;
  }
  return count;
}

/**
 * How long a process trusts its copy without news: changes made through this app mark it stale at
 * once (`markStale`, the people feature's listeners); this bounds how late another process's
 * changes (or a bulk load) reach its corrections.
 */
export const VOCABULARY_MAX_AGE_MS = 60_000;

/** How old a copy may be before a typed word near none of its words makes it load again. */
export const UNKNOWN_WORD_RELOAD_MS = 2_000;

/**
 * This app's copy of the vocabulary, loaded when first needed and again after it is marked stale
 * or grows older than `maxAgeMs`: the search that finds it so waits for one statement of a few
 * hundred rows, and everyone who asks meanwhile waits for the same load.
 */
export class PeopleVocabulary {
  #words: KnownWords | null = null;
  /** The generation the words were loaded in, and when that load began. */
  #wordsGeneration = -1;
  #loadedAt = 0;
  #loading: { generation: number; words: Promise<KnownWords> } | null = null;
  /** Bumped by every markStale: a load begun before a change does not count as fresh after it. */
  #generation = 0;

  constructor(
    private readonly load: () => Promise<KnownWord[]>,
    private readonly maxAgeMs: number = VOCABULARY_MAX_AGE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  markStale(): void {
    this.#generation += 1;
  }

  /**
   * The words, loaded again first when this copy is older than `minAgeMs`. For a typed word near
   * none of them: it may be the name of someone another process (or a bulk load) just added,
   * whom this copy would otherwise miss for up to `maxAgeMs`. At most one load per `minAgeMs`,
   * however many such searches come.
   */
  fresher(minAgeMs: number): Promise<KnownWords> {
    if (this.#words && this.clock() - this.#loadedAt >= minAgeMs && !this.#loading) this.markStale();
    return this.current();
  }

  current(): Promise<KnownWords> {
    const generation = this.#generation;
    if (this.#words && this.#wordsGeneration === generation && this.clock() - this.#loadedAt < this.maxAgeMs) return Promise.resolve(this.#words);
    if (this.#loading?.generation === generation) return this.#loading.words;
    const startedAt = this.clock();
    const words = this.load().then((rows) => {
      const loaded = new KnownWords(rows);
      // Loads may overlap (a change came during one): the one begun last wins.
      if (generation >= this.#wordsGeneration) {
        this.#words = loaded;
        this.#wordsGeneration = generation;
        this.#loadedAt = startedAt;
      }
      return loaded;
    });
    const loading = { generation, words };
    this.#loading = loading;
    // A failed load is not kept: the next search tries again.
    const forget = () => {
      if (this.#loading === loading) this.#loading = null;
    };
    words.then(forget, forget);
    return words;
  }
}
