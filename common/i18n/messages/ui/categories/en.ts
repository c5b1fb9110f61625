/**
 * Category names (issue 18): the 43 categories and their groups (common/categories.ts keeps the
 * English for the server and the spec; these are the same words, per language) and the form's
 * category picker. Shown wherever a category is: Discover, the landing chips, project pages, the form.
 */
const en = {
  // Filters: every category, or one group or category
  "categories.all": "All",

  // The ten groups (landing chips, the form's sections)
  "categories.group.web": "Web",
  "categories.group.mobile": "Mobile",
  "categories.group.ai": "AI",
  "categories.group.game": "Games",
  "categories.group.api": "APIs",
  "categories.group.devtools": "Dev Tools",
  "categories.group.desktop": "Desktop",
  "categories.group.blockchain": "Blockchain",
  "categories.group.iot": "IoT",
  "categories.group.other": "Other",

  // The 43 categories, by slug
  "categories.frontend-development": "Frontend Development",
  "categories.backend-development": "Backend Development",
  "categories.full-stack": "Full-Stack",
  "categories.web-frameworks": "Web Frameworks",
  "categories.ios": "iOS",
  "categories.android": "Android",
  "categories.cross-platform": "Cross-Platform Mobile",
  "categories.mobile-games": "Mobile Games",
  "categories.artificial-intelligence": "Artificial Intelligence",
  "categories.machine-learning": "Machine Learning",
  "categories.data-science-analytics": "Data Science & Analytics",
  "categories.mlops": "MLOps",
  "categories.indie-games": "Indie Games",
  "categories.aaa-games": "AAA Games",
  "categories.game-engines-frameworks": "Game Engines & Frameworks",
  "categories.ar-vr-mixed-reality": "AR/VR & Mixed Reality",
  "categories.rest-apis": "REST APIs",
  "categories.graphql": "GraphQL",
  "categories.microservices": "Microservices",
  "categories.cloud-functions": "Cloud Functions",
  "categories.code-editors-ides": "Code Editors & IDEs",
  "categories.productivity-tools": "Productivity Tools",
  "categories.testing-qa": "Testing & QA",
  "categories.version-control": "Version Control",
  "categories.windows": "Windows",
  "categories.macos": "macOS",
  "categories.linux": "Linux",
  "categories.cross-platform-desktop": "Cross-Platform Desktop",
  "categories.smart-contracts": "Smart Contracts",
  "categories.defi": "DeFi",
  "categories.nft-platforms": "NFT Platforms",
  "categories.blockchain-infrastructure": "Blockchain Infrastructure",
  "categories.embedded-systems": "Embedded Systems",
  "categories.robotics": "Robotics",
  "categories.wearables": "Wearables",
  "categories.smart-home": "Smart Home",
  "categories.cybersecurity": "Cybersecurity",
  "categories.devops-automation": "DevOps & Automation",
  "categories.saas-platforms": "SaaS Platforms",
  "categories.fintech": "FinTech",
  "categories.healthtech": "HealthTech",
  "categories.edtech": "EdTech",
  "categories.e-commerce": "E-commerce",

  // The project form's category picker
  "categories.picker.validationError": "Validation Error",
  "categories.picker.tooMany": "Please select no more than {max} categories",
  "categories.picker.choose": "Choose 1 to {max} categories.",
  "categories.picker.full": "{max} of {max} chosen, the most a project can have. Remove one to choose another.",
  "categories.picker.chosenOf": "{count} of {max} chosen.",
  "categories.picker.find": "Find a category",
  "categories.picker.placeholder": "e.g. games, API, iOS",
  "categories.picker.noMatch": "No category matches “{query}”.",
  "categories.picker.matching": "Matching categories",
  "categories.picker.groupChosen": "{count, plural, other {# chosen}}",
  "categories.picker.groupSize": "{count, plural, other {categories}}",
  "categories.picker.hintBrowse": "Or open a group below.",
  "categories.picker.hintOne": "1 match: press Enter to choose it.",
  "categories.picker.hintMany": "{count, plural, one {# match} other {# matches}}: Enter chooses the first, ↓ moves to the list.",
  "categories.picker.hintFull": "{count, plural, one {# match} other {# matches}}. Remove a category above to choose another.",
} as const;

export type CategoriesMessageId = keyof typeof en;
export default en;
