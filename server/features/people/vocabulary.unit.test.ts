import { describe, expect, it } from 'vitest';
import { allowedSlips, type KnownWord, slipsBetween } from './spelling';
import { KnownWords, PeopleVocabulary } from './vocabulary';

const known = (...words: [string, number][]): KnownWord[] => words.map(([word, people]) => ({ word, people }));

describe('KnownWords.near', () => {
  const vocabulary = new KnownWords(known(['john', 90], ['jon', 3], ['jones', 40], ['smith', 12], ['python', 8], ['josé', 2], ['gone', 0]));

  it('answers a word people use as itself, and nothing for one nobody uses any more', () => {
    expect(vocabulary.near('jon')).toEqual(known(['jon', 3]));
    expect(vocabulary.has('gone')).toBe(false);
    expect(vocabulary.near('gone')).toEqual([]);
    expect(vocabulary.size).toBe(6);
  });

  it('finds the words within the slips the typed word allows, swaps and replacements too', () => {
    expect(vocabulary.near('jonh').map(({ word }) => word).sort()).toEqual(['john', 'jon']);
    // A replaced letter shares few trigrams ("jahn"/"john"): PostgreSQL's `%` missed it.
    expect(vocabulary.near('jahn').map(({ word }) => word)).toEqual(['john']);
    expect(vocabulary.near('pyhtno').map(({ word }) => word)).toEqual(['python']);
    expect(vocabulary.near('jose').map(({ word }) => word)).toEqual(['josé']);
    expect(vocabulary.near('zzzzzz')).toEqual([]);
  });

  it('finds exactly what counting the slips against every word finds', () => {
    // Pseudo-random words over a small alphabet, so many are near one another.
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const word = () => Array.from({ length: 3 + (next() % 6) }, () => 'abcdeé1'[next() % 7]).join('');
    const words = Array.from({ length: 400 }, () => ({ word: word(), people: 1 + (next() % 9) }));
    const all = new KnownWords(words);
    for (let round = 0; round < 300; round += 1) {
      const typed = word();
      const expected = all.has(typed) ? [typed] : [...new Set(words.map((entry) => entry.word))].filter((known) => slipsBetween(typed, known) <= allowedSlips(typed));
      expect(all.near(typed).map((entry) => entry.word).sort()).toEqual(expected.sort());
    }
  });
});

describe('PeopleVocabulary', () => {
  function counting(words: KnownWord[][]) {
    let now = 0;
    let loads = 0;
    const vocabulary = new PeopleVocabulary(
      async () => words[Math.min(loads++, words.length - 1)] as KnownWord[],
      1_000,
      () => now,
    );
    return { vocabulary, loads: () => loads, advance: (ms: number) => (now += ms) };
  }

  it('loads once for everyone who asks, and again when older than its age limit', async () => {
    const { vocabulary, loads, advance } = counting([known(['john', 1]), known(['jonas', 1])]);
    const [first, second] = await Promise.all([vocabulary.current(), vocabulary.current()]);
    expect(first).toBe(second);
    expect(loads()).toBe(1);
    advance(999);
    expect(await vocabulary.current()).toBe(first);
    advance(1);
    expect((await vocabulary.current()).has('jonas')).toBe(true);
    expect(loads()).toBe(2);
  });

  it('loads again after it is marked stale, even when a load was under way, and keeps the newer words', async () => {
    const pending: ((words: KnownWord[]) => void)[] = [];
    const vocabulary = new PeopleVocabulary(() => new Promise<KnownWord[]>((resolve) => pending.push(resolve)));
    const first = vocabulary.current();
    (pending.shift() as (words: KnownWord[]) => void)(known(['john', 1]));
    expect((await first).has('john')).toBe(true);
    vocabulary.markStale();
    const underWay = vocabulary.current();
    vocabulary.markStale();
    // A new person's words came in while that load ran: this load begins after the change.
    const afterChange = vocabulary.current();
    expect(pending).toHaveLength(2);
    const [older, newer] = pending.splice(0) as [(words: KnownWord[]) => void, (words: KnownWord[]) => void];
    newer(known(['john', 1], ['zelda', 1]));
    expect((await afterChange).has('zelda')).toBe(true);
    older(known(['john', 1]));
    await underWay;
    // The older load finished last but does not replace the newer words.
    expect((await vocabulary.current()).has('zelda')).toBe(true);
    expect(pending).toHaveLength(0);
  });

  it('loads again when told people_words changed, and stops listening when closed', async () => {
    const { vocabulary, loads } = counting([known(['john', 1]), known(['john', 1], ['featherstonehaugh', 1])]);
    let announce: (() => void) | null = null;
    let stopped = false;
    vocabulary.follow(async (onChange) => {
      announce = onChange;
      return async () => {
        stopped = true;
      };
    });
    expect((await vocabulary.current()).has('featherstonehaugh')).toBe(false);
    expect((await vocabulary.current()).has('featherstonehaugh')).toBe(false);
    expect(loads()).toBe(1);
    (announce as unknown as () => void)();
    expect((await vocabulary.current()).has('featherstonehaugh')).toBe(true);
    expect(loads()).toBe(2);
    await vocabulary.close();
    expect(stopped).toBe(true);
  });

  it('tries again after a failed load', async () => {
    let fail = true;
    const vocabulary = new PeopleVocabulary(async () => {
      if (fail) throw new Error('database unavailable');
      return known(['john', 1]);
    });
    await expect(vocabulary.current()).rejects.toThrow('database unavailable');
    fail = false;
    expect((await vocabulary.current()).has('john')).toBe(true);
  });
});
