import { describe, expect, it } from 'vitest';
import { CATEGORIES, CATEGORY_GROUP_NAMES, LANDING_CHIPS } from './categories';
import { CATEGORY_GROUP_LABELS, CATEGORY_LABELS, categoryLabel } from './category-labels';

/** What the keys would read as if each word were only capitalised: the labels must do better where it matters. */
const capitalised = (key: string) =>
  key
    .split('-')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');

describe('category labels', () => {
  it('gives each of the 43 categories and the 10 groups a written, unique, non-blank label', () => {
    expect(CATEGORIES).toHaveLength(43);
    expect(CATEGORY_GROUP_NAMES).toHaveLength(10);
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...CATEGORIES].sort());
    expect(Object.keys(CATEGORY_GROUP_LABELS).sort()).toEqual([...CATEGORY_GROUP_NAMES].sort());
    for (const key of [...CATEGORIES, ...CATEGORY_GROUP_NAMES]) {
      expect(categoryLabel(key).trim(), key).not.toBe('');
      expect(categoryLabel(key), key).not.toBe(key);
    }
    expect(new Set(Object.values(CATEGORY_LABELS)).size).toBe(CATEGORIES.length);
    expect(new Set(Object.values(CATEGORY_GROUP_LABELS)).size).toBe(CATEGORY_GROUP_NAMES.length);
  });

  it.each([
    ['ar-vr-mixed-reality', 'AR/VR & Mixed Reality'],
    ['rest-apis', 'REST APIs'],
    ['code-editors-ides', 'Code Editors & IDEs'],
    ['testing-qa', 'Testing & QA'],
    ['e-commerce', 'E-commerce'],
    ['ios', 'iOS'],
    ['defi', 'DeFi'],
    ['nft-platforms', 'NFT Platforms'],
    ['mlops', 'MLOps'],
    ['graphql', 'GraphQL'],
    ['macos', 'macOS'],
    ['aaa-games', 'AAA Games'],
    ['saas-platforms', 'SaaS Platforms'],
    ['fintech', 'FinTech'],
    ['healthtech', 'HealthTech'],
    ['edtech', 'EdTech'],
    ['devops-automation', 'DevOps & Automation'],
    ['data-science-analytics', 'Data Science & Analytics'],
    ['game-engines-frameworks', 'Game Engines & Frameworks'],
    ['full-stack', 'Full-Stack'],
  ])('%s reads "%s", not its capitalised key', (key, label) => {
    expect(categoryLabel(key)).toBe(label);
    expect(categoryLabel(key)).not.toBe(capitalised(key));
  });

  it('keeps plain words plain', () => {
    expect(categoryLabel('smart-home')).toBe('Smart Home');
    expect(categoryLabel('frontend-development')).toBe('Frontend Development');
    expect(categoryLabel('cybersecurity')).toBe('Cybersecurity');
  });

  it('names the groups, the landing chips and "all"', () => {
    expect(LANDING_CHIPS.map(categoryLabel)).toEqual(['All', 'Web', 'Mobile', 'AI', 'Games', 'APIs', 'Dev Tools']);
    expect(categoryLabel('iot')).toBe('IoT');
    expect(categoryLabel('devtools')).toBe('Dev Tools');
  });

  it('shows an unknown key as it is rather than inventing a name', () => {
    expect(categoryLabel('no-such-category')).toBe('no-such-category');
  });
});
