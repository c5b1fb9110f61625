import { type Category, type CategoryGroup, isCategory, isCategoryGroup } from './categories';

/*
 * The English names of the categories, for the server (the RSS feed) and the project editor's
 * search; a project page's structured data names them in the page's language (translateCategory).
 * Apart from common/categories.ts because the browser's public pages show the translated names
 * (web/src/entities/project/lib/category-label.ts) and need only the keys: these names were
 * 1.2 KB gzip of a project page's first load (issue 11).
 */

/**
 * The written name of every category. Spelled out rather than derived from the key, since the
 * keys lose the punctuation and capitals people read ("ar-vr-mixed-reality" is "AR/VR & Mixed
 * Reality", "e-commerce" is "E-commerce"). The spec lists the keys only; these are their names.
 */
export const CATEGORY_LABELS: Record<Category, string> = {
  'frontend-development': 'Frontend Development',
  'backend-development': 'Backend Development',
  'full-stack': 'Full-Stack',
  'web-frameworks': 'Web Frameworks',
  ios: 'iOS',
  android: 'Android',
  'cross-platform': 'Cross-Platform Mobile',
  'mobile-games': 'Mobile Games',
  'artificial-intelligence': 'Artificial Intelligence',
  'machine-learning': 'Machine Learning',
  'data-science-analytics': 'Data Science & Analytics',
  mlops: 'MLOps',
  'indie-games': 'Indie Games',
  'aaa-games': 'AAA Games',
  'game-engines-frameworks': 'Game Engines & Frameworks',
  'ar-vr-mixed-reality': 'AR/VR & Mixed Reality',
  'rest-apis': 'REST APIs',
  graphql: 'GraphQL',
  microservices: 'Microservices',
  'cloud-functions': 'Cloud Functions',
  'code-editors-ides': 'Code Editors & IDEs',
  'productivity-tools': 'Productivity Tools',
  'testing-qa': 'Testing & QA',
  'version-control': 'Version Control',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  'cross-platform-desktop': 'Cross-Platform Desktop',
  'smart-contracts': 'Smart Contracts',
  defi: 'DeFi',
  'nft-platforms': 'NFT Platforms',
  'blockchain-infrastructure': 'Blockchain Infrastructure',
  'embedded-systems': 'Embedded Systems',
  robotics: 'Robotics',
  wearables: 'Wearables',
  'smart-home': 'Smart Home',
  cybersecurity: 'Cybersecurity',
  'devops-automation': 'DevOps & Automation',
  'saas-platforms': 'SaaS Platforms',
  fintech: 'FinTech',
  healthtech: 'HealthTech',
  edtech: 'EdTech',
  'e-commerce': 'E-commerce',
};

/** The written name of every group (landing chips, search chips, the form's sections). */
export const CATEGORY_GROUP_LABELS: Record<CategoryGroup, string> = {
  web: 'Web',
  mobile: 'Mobile',
  ai: 'AI',
  game: 'Games',
  api: 'APIs',
  devtools: 'Dev Tools',
  desktop: 'Desktop',
  blockchain: 'Blockchain',
  iot: 'IoT',
  other: 'Other',
};

/** The name of a category, a group or 'all'; an unknown key (none is stored) is shown as it is. */
export function categoryLabel(value: string): string {
  if (value === 'all') return 'All';
  if (isCategory(value)) return CATEGORY_LABELS[value];
  if (isCategoryGroup(value)) return CATEGORY_GROUP_LABELS[value];
  return value;
}
