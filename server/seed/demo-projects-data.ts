/** Demo projects for `npm run seed`: four per demo developer, across the category groups. */
export interface DemoProject {
  owner: string;
  title: string;
  description: string;
  categories: string[];
  technologies: string[];
  tags?: string[];
  githubUrl?: string;
  liveUrl?: string;
  featured?: boolean;
  /** Hours before the seed ran, so newest and trending orders differ. */
  ageHours: number;
  colors: [string, string];
}

const gh = (name: string) => `https://github.com/shipyard-demo/${name}`;

export const DEMO_PROJECTS: DemoProject[] = [
  { owner: 'demo@shipyard.local', title: 'Pixel Garden', description: 'A collaborative pixel canvas where every visitor plants one pixel a minute.', categories: ['frontend-development', 'full-stack'], technologies: ['React', 'TypeScript', 'PostgreSQL', 'Tailwind CSS'], githubUrl: gh('pixel-garden'), liveUrl: 'https://pixel-garden.example.com', featured: true, ageHours: 5, colors: ['#22c55e', '#14532d'] },
  { owner: 'demo@shipyard.local', title: 'Inbox Zero CLI', description: 'Triage your e-mail from the terminal with keyboard-only rules.', categories: ['productivity-tools', 'code-editors-ides'], technologies: ['Rust', 'Redis'], tags: ['cli'], githubUrl: gh('inbox-zero'), ageHours: 40, colors: ['#6366f1', '#1e1b4b'] },
  { owner: 'demo@shipyard.local', title: 'Shiplog', description: 'Changelog pages generated from your pull requests, with RSS and e-mail digests.', categories: ['saas-platforms', 'devops-automation'], technologies: ['Next.js', 'Node.js', 'PostgreSQL', 'Vercel'], liveUrl: 'https://shiplog.example.com', ageHours: 90, colors: ['#0ea5e9', '#0c4a6e'] },
  { owner: 'demo@shipyard.local', title: 'Form Forge', description: 'Drag-and-drop forms that compile to accessible, typed React components.', categories: ['web-frameworks', 'frontend-development'], technologies: ['React', 'TypeScript', 'Vite'], ageHours: 200, colors: ['#f59e0b', '#78350f'] },
  { owner: 'ada@shipyard.local', title: 'Tiny Lisp', description: 'A Lisp interpreter in 1,000 lines of Rust, with tail calls and a REPL.', categories: ['code-editors-ides'], technologies: ['Rust'], tags: ['compilers', 'education'], githubUrl: gh('tiny-lisp'), featured: true, ageHours: 12, colors: ['#ef4444', '#450a0a'] },
  { owner: 'ada@shipyard.local', title: 'Bytecode Explorer', description: 'Paste a function, watch it compile to bytecode step by step.', categories: ['frontend-development', 'testing-qa'], technologies: ['TypeScript', 'Svelte'], ageHours: 60, colors: ['#a855f7', '#3b0764'] },
  { owner: 'ada@shipyard.local', title: 'Regex Railroad', description: 'Turns regular expressions into railroad diagrams you can hover and test.', categories: ['productivity-tools'], technologies: ['TypeScript', 'React'], liveUrl: 'https://regex-railroad.example.com', ageHours: 130, colors: ['#14b8a6', '#134e4a'] },
  { owner: 'ada@shipyard.local', title: 'Diffable Docs', description: 'Version-controlled API documentation that reviews like code.', categories: ['version-control', 'rest-apis'], technologies: ['Go', 'Docker'], ageHours: 300, colors: ['#64748b', '#0f172a'] },
  { owner: 'grace@shipyard.local', title: 'Queue Lens', description: 'Live view of message queues: depth, lag and poison messages at a glance.', categories: ['microservices', 'devops-automation'], technologies: ['Go', 'Kubernetes', 'Redis'], githubUrl: gh('queue-lens'), featured: true, ageHours: 20, colors: ['#f97316', '#431407'] },
  { owner: 'grace@shipyard.local', title: 'Ledger API', description: 'Double-entry bookkeeping as a REST API with idempotent transfers.', categories: ['rest-apis', 'fintech'], technologies: ['Go', 'PostgreSQL'], ageHours: 75, colors: ['#10b981', '#064e3b'] },
  { owner: 'grace@shipyard.local', title: 'GraphQL Budget', description: 'Cost analysis for GraphQL queries before they reach your resolvers.', categories: ['graphql'], technologies: ['Node.js', 'TypeScript'], ageHours: 150, colors: ['#ec4899', '#500724'] },
  { owner: 'grace@shipyard.local', title: 'Cron Garden', description: 'Serverless cron jobs with retries, history and Slack alerts.', categories: ['cloud-functions', 'saas-platforms'], technologies: ['AWS', 'Python'], ageHours: 400, colors: ['#84cc16', '#1a2e05'] },
  { owner: 'linus@shipyard.local', title: 'Lantern Keeper', description: 'A cosy lighthouse puzzle game about keeping ships off the rocks.', categories: ['indie-games'], technologies: ['Godot', 'C#'], tags: ['puzzle'], featured: true, ageHours: 8, colors: ['#facc15', '#1e3a8a'] },
  { owner: 'linus@shipyard.local', title: 'Shader Toybox', description: 'Fifty small shaders with sliders, for learning how light works.', categories: ['game-engines-frameworks'], technologies: ['Godot'], ageHours: 55, colors: ['#06b6d4', '#164e63'] },
  { owner: 'linus@shipyard.local', title: 'Pocket Dungeon', description: 'One-thumb roguelike for phones with runs under five minutes.', categories: ['mobile-games', 'indie-games'], technologies: ['Unity', 'C#'], ageHours: 110, colors: ['#b91c1c', '#1c1917'] },
  { owner: 'linus@shipyard.local', title: 'Room Scale Sketch', description: 'Draw in 3D around you, then export the strokes as meshes.', categories: ['ar-vr-mixed-reality'], technologies: ['Unity'], ageHours: 260, colors: ['#8b5cf6', '#2e1065'] },
  { owner: 'mei@shipyard.local', title: 'Laptop LLM Bench', description: 'Compare local language models on your own laptop: speed, memory and answers.', categories: ['machine-learning', 'artificial-intelligence'], technologies: ['Python', 'PyTorch'], githubUrl: gh('laptop-llm-bench'), featured: true, ageHours: 3, colors: ['#0284c7', '#082f49'] },
  { owner: 'mei@shipyard.local', title: 'Label Sprint', description: 'Keyboard-driven image labelling that learns from your first hundred labels.', categories: ['data-science-analytics', 'machine-learning'], technologies: ['Python', 'FastAPI', 'React'], ageHours: 35, colors: ['#d946ef', '#4a044e'] },
  { owner: 'mei@shipyard.local', title: 'Drift Watch', description: 'Alerts when production data stops looking like training data.', categories: ['mlops'], technologies: ['Python', 'Docker'], ageHours: 100, colors: ['#22d3ee', '#083344'] },
  { owner: 'mei@shipyard.local', title: 'Plant Doctor', description: 'Photograph a leaf, get a likely disease and what to do about it.', categories: ['artificial-intelligence', 'android'], technologies: ['TensorFlow', 'Kotlin'], ageHours: 220, colors: ['#65a30d', '#1a2e05'] },
  { owner: 'sam@shipyard.local', title: 'Offline Market', description: 'A market app that keeps working without signal and syncs when it returns.', categories: ['cross-platform', 'e-commerce'], technologies: ['Flutter', 'Firebase'], featured: true, ageHours: 15, colors: ['#f43f5e', '#4c0519'] },
  { owner: 'sam@shipyard.local', title: 'Bus Buddy', description: 'Shared, crowd-sourced arrival times for minibuses in Lagos.', categories: ['android', 'ios'], technologies: ['Kotlin', 'Swift'], ageHours: 70, colors: ['#eab308', '#422006'] },
  { owner: 'sam@shipyard.local', title: 'Clinic Queue', description: 'SMS-based queueing for small clinics, no smartphone needed.', categories: ['healthtech'], technologies: ['Node.js', 'PostgreSQL'], ageHours: 170, colors: ['#2dd4bf', '#042f2e'] },
  { owner: 'sam@shipyard.local', title: 'Home Sense', description: 'Open firmware for cheap smart plugs with local-only control.', categories: ['smart-home', 'embedded-systems'], technologies: ['Rust'], ageHours: 350, colors: ['#fb923c', '#431407'] },
];

export const DEMO_COMMENTS = [
  'This is really polished. How long did it take?',
  'Love the idea. Is the source available?',
  'The onboarding is so smooth!',
  'Bookmarked. Would pay for this.',
  'How did you handle offline sync?',
  'Great write-up in the README too.',
];
