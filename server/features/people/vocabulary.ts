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

/** Where a change to people_words is announced to every process (migration 0018). */
export const PEOPLE_WORDS_CHANNEL = 'shipyard_people_words';

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
  #stopFollowing: Promise<(() => Promise<void>) | null> = Promise.resolve(null);

  constructor(
    private readonly load: () => Promise<KnownWord[]>,
    private readonly maxAgeMs: number = VOCABULARY_MAX_AGE_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  markStale(): void {
    this.#generation += 1;
  }

  /**
   * Marks this copy stale whenever any process changes people_words (migration 0018's NOTIFY),
   * and after the listening connection was lost, when some notifications may have been missed.
   * Without it another process's new person would be corrected towards only after `maxAgeMs`.
   */
  follow(listen: (onChange: () => void, onGap: () => void) => Promise<() => Promise<void>>): void {
    this.#stopFollowing = listen(
      () => this.markStale(),
      () => this.markStale(),
    ).catch(() => null);
  }

  async close(): Promise<void> {
    await (await this.#stopFollowing)?.();
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
