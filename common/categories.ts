/** The 42 create-form categories: the canonical vocabulary (decision 1). */
export const CATEGORIES = [
  'frontend-development', 'backend-development', 'full-stack', 'web-frameworks',
  'ios', 'android', 'cross-platform', 'mobile-games',
  'artificial-intelligence', 'machine-learning', 'data-science-analytics', 'mlops',
  'indie-games', 'aaa-games', 'game-engines-frameworks', 'ar-vr-mixed-reality',
  'rest-apis', 'graphql', 'microservices', 'cloud-functions',
  'code-editors-ides', 'productivity-tools', 'testing-qa', 'version-control',
  'windows', 'macos', 'linux', 'cross-platform-desktop',
  'smart-contracts', 'defi', 'nft-platforms', 'blockchain-infrastructure',
  'embedded-systems', 'robotics', 'wearables', 'smart-home',
  'cybersecurity', 'devops-automation', 'saas-platforms', 'fintech', 'healthtech', 'edtech', 'e-commerce',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The edit-form and landing-chip vocabulary: groups of canonical categories (decision 1). */
export const CATEGORY_GROUPS = {
  web: ['frontend-development', 'backend-development', 'full-stack', 'web-frameworks'],
  mobile: ['ios', 'android', 'cross-platform', 'mobile-games'],
  ai: ['artificial-intelligence', 'machine-learning', 'data-science-analytics', 'mlops'],
  game: ['indie-games', 'aaa-games', 'game-engines-frameworks', 'mobile-games', 'ar-vr-mixed-reality'],
  api: ['rest-apis', 'graphql', 'microservices', 'cloud-functions'],
  devtools: ['code-editors-ides', 'productivity-tools', 'testing-qa', 'version-control', 'devops-automation'],
  desktop: ['windows', 'macos', 'linux', 'cross-platform-desktop'],
  blockchain: ['smart-contracts', 'defi', 'nft-platforms', 'blockchain-infrastructure'],
  iot: ['embedded-systems', 'robotics', 'wearables', 'smart-home'],
  other: ['cybersecurity', 'saas-platforms', 'fintech', 'healthtech', 'edtech', 'e-commerce'],
} as const satisfies Record<string, readonly Category[]>;
export type CategoryGroup = keyof typeof CATEGORY_GROUPS;
export const CATEGORY_GROUP_NAMES = Object.keys(CATEGORY_GROUPS) as CategoryGroup[];

/** Discover's category filter: everything, then each category. */
export const ALL_CATEGORY_FILTERS = ['all', ...CATEGORIES] as const;

/** Landing-page chips (spec: all, web, mobile, ai, game, api, devtools). */
export const LANDING_CHIPS = ['all', 'web', 'mobile', 'ai', 'game', 'api', 'devtools'] as const;

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function isCategoryGroup(value: string): value is CategoryGroup {
  return Object.hasOwn(CATEGORY_GROUPS, value);
}

/** Every filter key a project answers to: its categories and the groups that contain them. */
export function filterKeysOf(categories: readonly string[]): string[] {
  const keys = new Set<string>(categories);
  for (const group of CATEGORY_GROUP_NAMES) {
    if (CATEGORY_GROUPS[group].some((member) => categories.includes(member))) keys.add(group);
  }
  return [...keys];
}
