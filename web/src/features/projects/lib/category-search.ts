import { type Category, CATEGORY_GROUP_NAMES, CATEGORY_GROUPS, type CategoryGroup } from '@common/categories';
import { CATEGORY_GROUP_LABELS, categoryLabel } from '@common/category-labels';

/** The category picker's groups and its search, kept apart from the component so they can be tested. */

interface CategorySection {
  group: CategoryGroup;
  members: Category[];
}

/** Each category once, under the first group that holds it (mobile-games sits in two). */
export const CATEGORY_SECTIONS: CategorySection[] = (() => {
  const seen = new Set<string>();
  return CATEGORY_GROUP_NAMES.map((group) => {
    const members = CATEGORY_GROUPS[group].filter((category) => !seen.has(category));
    for (const member of members) seen.add(member);
    return { group, members };
  });
})();

// Letters of any script, accents dropped: "developpement" finds "Développement", "機械" finds "機械学習".
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
const words = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const compact = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

interface SearchEntry {
  /** Words of the written name, which count most. */
  name: string[];
  /** Words of the key and of the group ("games" finds "Indie Games" and "AR/VR & Mixed Reality"). */
  more: string[];
  compact: string;
}

type NameOf = (value: string) => string;

/**
 * Every category once, in the groups' order, with what a search compares against: the English
 * names always (common/categories.ts), and the reader's names when the picker shows another language.
 */
function searchEntries(localName?: NameOf): { category: Category; entry: SearchEntry }[] {
  return CATEGORY_SECTIONS.flatMap(({ group, members }) =>
    members.map((category) => {
      const label = categoryLabel(category);
      const local = localName ? localName(category) : '';
      const localGroup = localName ? localName(group) : '';
      return {
        category,
        entry: {
          name: [...words(label), ...words(local)],
          more: words(`${category} ${CATEGORY_GROUP_LABELS[group]} ${group} ${localGroup}`),
          compact: `${compact(label)} ${compact(local)}`,
        },
      };
    }),
  );
}

const ENGLISH_ENTRIES = searchEntries();
// One list per language's naming function (useCategoryLabel gives a new one when the language changes).
const localEntries = new WeakMap<NameOf, ReturnType<typeof searchEntries>>();

function entriesFor(localName?: NameOf) {
  if (!localName) return ENGLISH_ENTRIES;
  let entries = localEntries.get(localName);
  if (!entries) {
    entries = searchEntries(localName);
    localEntries.set(localName, entries);
  }
  return entries;
}

/**
 * How well a category answers the typed words: 0 when one of them matches nothing, more when a
 * word is a whole word of the name ("ar" → "AR/VR…" before "Artificial Intelligence").
 */
function matchScore(entry: SearchEntry, typed: readonly string[]): number {
  let score = 0;
  for (const word of typed) {
    if (entry.name.includes(word)) score += 4;
    else if (entry.name.some((candidate) => candidate.startsWith(word))) score += 3;
    else if (entry.more.some((candidate) => candidate.startsWith(word))) score += 2;
    else if (word.length >= 3 && entry.compact.includes(word)) score += 1;
    else return 0;
  }
  return score;
}

/** The matches of a search, best first; ties keep the groups' order. `localName`: the reader's names. */
export function searchCategories(query: string, localName?: NameOf): Category[] {
  const typed = words(query);
  if (typed.length === 0) return [];
  return entriesFor(localName).map(({ category, entry }, index) => ({ category, index, score: matchScore(entry, typed) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ category }) => category);
}
