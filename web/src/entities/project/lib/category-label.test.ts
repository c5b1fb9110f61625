import { CATEGORIES, CATEGORY_GROUP_NAMES } from '@common/categories';
import { CATEGORY_GROUP_LABELS, CATEGORY_LABELS, categoryLabel } from '@common/category-labels';
import categories from '@common/i18n/messages/ui/categories/index';
import { describe, expect, it } from 'vitest';
import { translateCategory } from './category-label';

// As the app's translator answers: a text, or '' for an id its catalogue does not have.
const translator = (catalogue: Record<string, string>) => (id: string) => catalogue[id] ?? '';

describe('translateCategory', () => {
  it('shows in English exactly the names common/category-labels.ts gives the server and the spec', () => {
    const t = translator(categories.en);
    for (const category of CATEGORIES) expect(translateCategory(t, category)).toBe(CATEGORY_LABELS[category]);
    for (const group of CATEGORY_GROUP_NAMES) expect(translateCategory(t, group)).toBe(CATEGORY_GROUP_LABELS[group]);
    expect(translateCategory(t, 'all')).toBe(categoryLabel('all'));
  });

  it('has no key that is both a category and a group', () => {
    expect(CATEGORIES.filter((category) => (CATEGORY_GROUP_NAMES as readonly string[]).includes(category))).toEqual([]);
  });

  it('names categories and groups in the reader’s language, and leaves an unknown key as it is', () => {
    const t = translator(categories.ja);
    expect(translateCategory(t, 'machine-learning')).toBe('機械学習');
    expect(translateCategory(t, 'game')).toBe('ゲーム');
    expect(translateCategory(t, 'something-else')).toBe('something-else');
  });
});
