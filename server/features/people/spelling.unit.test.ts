import { describe, expect, it } from 'vitest';
import { correctableWords, correctedText, nearestWord, prefixQueryOf, slipsBetween } from './spelling';

describe('slipsBetween', () => {
  it('counts inserted, deleted, replaced and swapped letters as one slip each', () => {
    expect(slipsBetween('john', 'john')).toBe(0);
    expect(slipsBetween('jonh', 'john')).toBe(1);
    expect(slipsBetween('jon', 'john')).toBe(1);
    expect(slipsBetween('johnn', 'john')).toBe(1);
    expect(slipsBetween('jahn', 'john')).toBe(1);
    expect(slipsBetween('jones', 'jonh')).toBe(2);
    expect(slipsBetween('', 'abc')).toBe(3);
    expect(slipsBetween('josé', 'jose')).toBe(1);
  });
});

describe('nearestWord', () => {
  const known = (...words: [string, number][]) => words.map(([word, people]) => ({ word, people }));

  it('keeps a word people use', () => {
    expect(nearestWord('jon', known(['john', 90], ['jon', 1]))).toBe('jon');
  });

  it('prefers fewer slips, then the same length, then the word more people use', () => {
    expect(nearestWord('jonh', known(['jones', 500], ['jon', 300], ['john', 10]))).toBe('john');
    expect(nearestWord('smiht', known(['smith', 5], ['smit', 50]))).toBe('smith');
    expect(nearestWord('pyhton', known(['python', 3], ['pylon', 3]))).toBe('python');
    expect(nearestWord('reakt', known(['react', 10], ['read', 900]))).toBe('react');
    expect(nearestWord('jonse', known(['jones', 1], ['jonas', 7]))).toBe('jones');
  });

  it('answers nothing for words too far from any known word', () => {
    expect(nearestWord('qqqxxzz', known(['quokka', 1]))).toBeNull();
    // Short words allow one slip only.
    expect(nearestWord('abcd', known(['abxy', 100]))).toBeNull();
    expect(nearestWord('abcdef', known(['abxyef', 100]))).toBe('abxyef');
  });
});

describe('correctedText', () => {
  it('replaces each misspelled word and keeps the others, or answers null when nothing changed', () => {
    const knownByWord = new Map([
      ['jhon', [{ word: 'john', people: 4 }]],
      ['smith', [{ word: 'smith', people: 2 }]],
      ['zzzz', []],
    ]);
    expect(correctedText('Jhon Smith', knownByWord)).toBe('john smith');
    expect(correctedText('Smith', knownByWord)).toBeNull();
    expect(correctedText('zzzz', knownByWord)).toBeNull();
  });

  it('looks up at most three distinct words of three to forty letters', () => {
    expect(correctableWords('Jo Jonh jonh Smiht Berg Lee extra')).toEqual(['jonh', 'smiht', 'berg']);
    expect(correctableWords(`${'x'.repeat(41)} abc`)).toEqual(['abc']);
  });
});

describe('prefixQueryOf', () => {
  it('makes the last word a prefix when it has two letters or more', () => {
    expect(prefixQueryOf('John Sm')).toBe('john & sm:*');
    expect(prefixQueryOf('John S')).toBeNull();
    expect(prefixQueryOf('!!')).toBeNull();
  });
});
