import { type Category, CATEGORY_GROUP_LABELS, CATEGORY_GROUP_NAMES, CATEGORY_GROUPS, type CategoryGroup, categoryLabel } from '@common/categories';

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

const words = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

interface SearchEntry {
  /** Words of the written name, which count most. */
  name: string[];
  /** Words of the key and of the group ("games" finds "Indie Games" and "AR/VR & Mixed Reality"). */
  more: string[];
  compact: string;
}

/** Every category once, in the groups' order, with what a search compares against. */
const SEARCH_ENTRIES: { category: Category; entry: SearchEntry }[] = CATEGORY_SECTIONS.flatMap(({ group, members }) =>
  members.map((category) => {
    const label = categoryLabel(category);
    return { category, entry: { name: words(label), more: words(`${category} ${CATEGORY_GROUP_LABELS[group]} ${group}`), compact: compact(label) } };
  }),
);

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

/** The matches of a search, best first; ties keep the groups' order. */
export function searchCategories(query: string): Category[] {
  const typed = words(query);
  if (typed.length === 0) return [];
  return SEARCH_ENTRIES.map(({ category, entry }, index) => ({ category, index, score: matchScore(entry, typed) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ category }) => category);
}
