/**
 * Correcting a misspelled people search, word by word, against the words people actually use
 * (`people_words`: names, titles, skills). Each typed word that is not such a word becomes the
 * nearest one: fewest typing slips, then the same length (a swap or a wrong letter is likelier
 * than a missing one, so "jonh" is "john" rather than "jon"), then the word more people use.
 */

const MAX_WORDS = 8;
/** Each word costs a vocabulary look-up; three words are plenty to correct. */
const MAX_CORRECTED_WORDS = 3;
const MIN_CORRECTED_LENGTH = 3;
const MAX_CORRECTED_LENGTH = 40;

/** Lowercase words of letters and digits, at most MAX_WORDS. */
export function wordsOf(text: string): string[] {
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
 * The words before the last of a prefix query ("jonh & smith:*" → "jonh"), when one of them is not
 * a word people use (`isKnown`): then the search asks first whether anyone has them at all (a bio
 * or a place may), since gathering every word that starts with the last one costs more than the
 * rest of the search. Null when they are all known, or there are none.
 */
export function prefixGateOf(text: string, isKnown: (word: string) => boolean): string | null {
  const head = wordsOf(text).slice(0, -1);
  if (prefixQueryOf(text) === null || head.every(isKnown)) return null;
  return head.join(' & ');
}

/**
 * Typing slips between two words: letters inserted, deleted, replaced, or two neighbours swapped
 * (the optimal string alignment distance).
 */
export function slipsBetween(a: string, b: string): number {
  return slipsWithin([...a], [...b], Number.POSITIVE_INFINITY);
}

/**
 * `slipsBetween` for words already split into letters, giving up (limit + 1) as soon as a whole row
 * of the table is past `limit`: no later cell can come back under it. One flat table per call; the
 * vocabulary look-up runs this for every near candidate of every typed word.
 */
export function slipsWithin(x: readonly string[], y: readonly string[], limit: number): number {
  const width = y.length + 1;
  const table = new Int32Array((x.length + 1) * width);
  for (let j = 0; j <= y.length; j += 1) table[j] = j;
  for (let i = 1; i <= x.length; i += 1) {
    const row = i * width;
    table[row] = i;
    let rowMinimum = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let slips = Math.min((table[row - width + j] as number) + 1, (table[row + j - 1] as number) + 1, (table[row - width + j - 1] as number) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) slips = Math.min(slips, (table[row - 2 * width + j - 2] as number) + 1);
      table[row + j] = slips;
      if (slips < rowMinimum) rowMinimum = slips;
    }
    if (rowMinimum > limit) return limit + 1;
  }
  return table[x.length * width + y.length] as number;
}

/** Short words tolerate one slip; "jo" → "al" would otherwise be a correction. */
export function allowedSlips(word: string): number {
  return [...word].length <= 4 ? 1 : 2;
}

export interface KnownWord {
  word: string;
  people: number;
}

type Candidate = KnownWord & { slips: number; lengthChange: number };

/** Negative when `a` is the likelier word: fewer slips, then a smaller length change, then more people. */
function compareCandidates(a: Candidate, b: Candidate): number {
  return a.slips - b.slips || a.lengthChange - b.lengthChange || b.people - a.people || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);
}

/** The known word nearest to the typed one, or null when none is close enough. */
export function nearestWord(typed: string, known: readonly KnownWord[]): string | null {
  const typedLength = [...typed].length;
  const limit = allowedSlips(typed);
  let best: Candidate | null = null;
  for (const { word, people } of known) {
    if (word === typed) return typed;
    const slips = slipsBetween(typed, word);
    if (slips > limit) continue;
    const candidate = { word, people, slips, lengthChange: Math.abs([...word].length - typedLength) };
    if (!best || compareCandidates(candidate, best) < 0) best = candidate;
  }
  return best?.word ?? null;
}

/** The typed words worth looking up: long enough to misspell, short enough to be a word. */
export function correctableWords(text: string): string[] {
  return [...new Set(wordsOf(text))]
    .filter((word) => [...word].length >= MIN_CORRECTED_LENGTH && [...word].length <= MAX_CORRECTED_LENGTH)
    .slice(0, MAX_CORRECTED_WORDS);
}

/**
 * The text with each looked-up word replaced by its nearest known word; null when nothing
 * changed (then there is nothing better to search for).
 */
export function correctedText(text: string, knownByWord: ReadonlyMap<string, readonly KnownWord[]>): string | null {
  let changed = false;
  const words = wordsOf(text).map((word) => {
    const known = knownByWord.get(word);
    if (!known) return word;
    const nearest = nearestWord(word, known);
    if (nearest === null || nearest === word) return word;
    changed = true;
    return nearest;
  });
  return changed ? words.join(' ') : null;
}
