/**
 * Vocabularies of the bench dataset. Lists are small so that names, skills and words repeat the
 * way they do on a real site; the seed picks early entries more often (a Zipf-like skew), so the
 * first entries are the "common" ones and RARE_WORDS appear in about 1 row in 5,000.
 */

/** 'John' and 'Smith' come first: the misspelled-name search ("Jonh") looks for them. */
export const FIRST_NAMES = [
  'John', 'Maria', 'David', 'Sarah', 'Michael', 'Anna', 'James', 'Laura', 'Daniel', 'Emma', 'Jon', 'Jonathan',
  'Joan', 'Jane', 'Robert', 'Sofia', 'Thomas', 'Julia', 'Carlos', 'Elena', 'Ahmed', 'Fatima', 'Wei', 'Mei',
  'Hiroshi', 'Yuki', 'Olga', 'Ivan', 'Lucas', 'Chloe', 'Noah', 'Amara', 'Kwame', 'Priya', 'Arjun', 'Leila',
  'Mateo', 'Ingrid', 'Sven', 'Aisha', 'Omar', 'Nina', 'Pablo', 'Greta', 'Tariq', 'Zoe', 'Ravi', 'Hana',
  'Felix', 'Lena', 'Diego', 'Marta', 'Kofi', 'Sina', 'Tomas', 'Ada', 'Grace', 'Linus', 'Sam', 'Yusuf',
];

export const LAST_NAMES = [
  'Smith', 'Garcia', 'Johnson', 'Jones', 'Brown', 'Miller', 'Davis', 'Martinez', 'Wilson', 'Anderson', 'Smyth',
  'Schmidt', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris',
  'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen',
  'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter',
  'Tanaka', 'Okafor', 'Kowalski', 'Novak', 'Ivanova', 'Haddad', 'Rossi', 'Dubois', 'Jensen', 'Berg', 'Silva',
  'Kim', 'Patel', 'Chen', 'Muller', 'Lindqvist',
];

export const JOB_TITLES = [
  'Full-stack developer', 'Frontend engineer', 'Backend engineer', 'Software engineer', 'Mobile developer',
  'Data scientist', 'ML engineer', 'DevOps engineer', 'Game developer', 'Site reliability engineer',
  'Embedded engineer', 'Security engineer', 'Data engineer', 'iOS developer', 'Android developer',
  'Platform engineer', 'Tech lead', 'Student', 'Indie hacker', 'Open source maintainer',
];

/** About 80 skills, popular first. */
export const SKILLS = [
  'JavaScript', 'TypeScript', 'React', 'Python', 'Node.js', 'SQL', 'Docker', 'Git', 'PostgreSQL', 'AWS',
  'Java', 'Go', 'CSS', 'HTML', 'Kubernetes', 'Vue', 'Rust', 'C#', 'Linux', 'GraphQL',
  'Next.js', 'Django', 'Flask', 'Spring', 'Kotlin', 'Swift', 'Flutter', 'React Native', 'Angular', 'Svelte',
  'MongoDB', 'Redis', 'Terraform', 'GCP', 'Azure', 'PyTorch', 'TensorFlow', 'Pandas', 'NumPy', 'Scikit-learn',
  'C++', 'C', 'Ruby', 'Rails', 'PHP', 'Laravel', 'Elixir', 'Phoenix', 'Haskell', 'Scala',
  'Kafka', 'RabbitMQ', 'Elasticsearch', 'Nginx', 'Ansible', 'Jenkins', 'GitHub Actions', 'Figma', 'Tailwind CSS', 'Webpack',
  'Vite', 'Deno', 'Bun', 'Unity', 'Unreal Engine', 'Godot', 'Blender', 'OpenGL', 'WebGL', 'Three.js',
  'Solidity', 'Ethereum', 'Arduino', 'Raspberry Pi', 'ROS', 'MLOps', 'Spark', 'Airflow', 'Zig', 'OCaml',
];

export const CITIES = [
  'Berlin', 'London', 'Lisbon', 'New York', 'San Francisco', 'Toronto', 'Bangalore', 'Lagos', 'Nairobi', 'Tokyo',
  'Osaka', 'Seoul', 'Singapore', 'Sydney', 'Stockholm', 'Oslo', 'Warsaw', 'Prague', 'Madrid', 'Barcelona',
  'Paris', 'Amsterdam', 'Austin', 'Seattle', 'Mexico City', 'Sao Paulo', 'Buenos Aires', 'Cairo', 'Istanbul', 'Remote',
];

export const TITLE_ADJECTIVES = [
  'Open', 'Simple', 'Smart', 'Tiny', 'Fast', 'Modern', 'Minimal', 'Reactive', 'Secure', 'Realtime', 'Offline',
  'Serverless', 'Distributed', 'Async', 'Cloud', 'Pixel', 'Quantum', 'Neon', 'Silent', 'Swift', 'Golden', 'Lazy',
];

export const TITLE_NOUNS = [
  'Budget', 'Recipe', 'Weather', 'Chat', 'Task', 'Habit', 'Music', 'Photo', 'Fitness', 'Travel', 'Ledger',
  'Garden', 'Markdown', 'Kanban', 'Inventory', 'Crypto', 'Sensor', 'Robot', 'Maze', 'Dungeon', 'Quiz', 'Invoice',
  'Podcast', 'Code', 'Log', 'Metrics', 'Pipeline', 'Deploy', 'Forum', 'Map',
];

export const TITLE_KINDS = [
  'App', 'Tracker', 'Dashboard', 'Engine', 'CLI', 'Bot', 'API', 'Toolkit', 'Platform', 'Game', 'Library',
  'Extension', 'Service', 'Studio', 'Planner', 'Explorer', 'Monitor', 'Generator', 'Assistant', 'Framework',
];

/** Description vocabulary, most frequent first: "data" is in most descriptions. */
export const WORDS = [
  'data', 'app', 'simple', 'users', 'build', 'open', 'source', 'fast', 'web', 'mobile', 'real', 'time', 'api',
  'built', 'using', 'with', 'small', 'project', 'tool', 'easy', 'modern', 'secure', 'cloud', 'local', 'first',
  'offline', 'friendly', 'clean', 'design', 'interface', 'dashboard', 'track', 'share', 'manage', 'search',
  'sync', 'export', 'import', 'charts', 'notifications', 'dark', 'mode', 'support', 'plugin', 'system',
  'server', 'client', 'database', 'storage', 'cache', 'queue', 'stream', 'events', 'model', 'training',
  'inference', 'vision', 'language', 'audio', 'video', 'images', 'camera', 'sensor', 'device', 'network',
  'protocol', 'library', 'framework', 'engine', 'renderer', 'shader', 'physics', 'level', 'editor', 'player',
  'multiplayer', 'score', 'leaderboard', 'wallet', 'token', 'contract', 'ledger', 'payments', 'invoices',
  'budget', 'expenses', 'health', 'steps', 'sleep', 'recipes', 'meals', 'groceries', 'travel', 'maps',
  'routes', 'weather', 'forecast', 'garden', 'plants', 'music', 'playlist', 'podcast', 'notes', 'markdown',
  'tasks', 'habits', 'calendar', 'reminders', 'team', 'chat', 'messages', 'forum', 'community', 'students',
  'teachers', 'courses', 'quiz', 'flashcards', 'deploy', 'pipeline', 'logs', 'metrics', 'alerts', 'tests',
  'coverage', 'lint', 'format', 'terminal', 'shell', 'keyboard', 'shortcuts', 'accessibility', 'privacy',
  'encryption', 'backup', 'automation', 'workflow', 'scheduler', 'crawler', 'scraper', 'parser', 'compiler',
  'interpreter', 'emulator', 'robot', 'drone', 'arduino', 'firmware', 'bluetooth', 'home', 'lights',
];

/** Each appears in about 1 row in 5,000 (projects' descriptions, developers' bios). */
export const RARE_WORDS = ['quokka', 'zeppelin', 'obsidian', 'tardigrade', 'marzipan', 'fjord', 'axolotl', 'nebulizer', 'origami', 'xylophone'];

/** The words run.ts searches for; kept here so the seed and the benchmark agree. */
export const SEARCH_TERMS = {
  /** The top skill: what a click on the directory's first popular-skill chip searches for. */
  commonPeople: 'react',
  commonProjects: WORDS[0] as string,
  rare: RARE_WORDS[0] as string,
  /** John with two letters swapped: found only by the misspelling path. */
  misspelledName: 'Jonh',
};

/**
 * A different misspelled full name per request ("Jonh Smith", "Marai Garcia", …): the last two
 * letters of a first name of four or more letters swapped, with a last name. About 3,000 of them,
 * so at 300 req/s none repeats within the shared answer's second and every search is made anew.
 */
export function misspelledFullNames(): string[] {
  const misspelled = FIRST_NAMES.filter((name) => name.length >= 4).map((name) => `${name.slice(0, -2)}${name.at(-1)}${name.at(-2)}`);
  return misspelled.flatMap((first) => LAST_NAMES.map((last) => `${first} ${last}`));
}
