import { CATEGORIES } from '@common/categories';
import { describe, expect, it } from 'vitest';
import { CATEGORY_SECTIONS, searchCategories } from './category-search';

describe('the category picker', () => {
  it('lists each of the 43 categories once, in the ten groups', () => {
    const listed = CATEGORY_SECTIONS.flatMap(({ members }) => members);
    expect(CATEGORY_SECTIONS).toHaveLength(10);
    expect([...listed].sort()).toEqual([...CATEGORIES].sort());
  });

  it('finds categories by their written names, whole words first', () => {
    expect(searchCategories('ar')[0]).toBe('ar-vr-mixed-reality');
    expect(searchCategories('vr')).toEqual(['ar-vr-mixed-reality']);
    expect(searchCategories('rest')[0]).toBe('rest-apis');
    expect(searchCategories('ide')).toEqual(['code-editors-ides']);
    expect(searchCategories('qa')).toEqual(['testing-qa']);
    expect(searchCategories('e-commerce')).toEqual(['e-commerce']);
    expect(searchCategories('ios')[0]).toBe('ios');
  });

  it('matches the group name too, and every typed word must match', () => {
    expect(searchCategories('games')).toEqual(expect.arrayContaining(['indie-games', 'aaa-games', 'mobile-games', 'ar-vr-mixed-reality']));
    expect(searchCategories('smart home')).toEqual(['smart-home']);
    expect(searchCategories('zzz')).toEqual([]);
    expect(searchCategories('   ')).toEqual([]);
  });

  it('finds categories by the reader’s names as well, accents or not', () => {
    const french = (value: string) => ({ 'frontend-development': 'Développement front-end', game: 'Jeux' })[value] ?? value;
    expect(searchCategories('developpement', french)).toEqual(['frontend-development']);
    expect(searchCategories('jeux', french)).toEqual(expect.arrayContaining(['indie-games', 'aaa-games']));
    expect(searchCategories('frontend', french)[0]).toBe('frontend-development');
  });
});
