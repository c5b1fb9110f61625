/**
 * The technologies the project form offers as one-click choices (issue 3's list). Apart from
 * projects-constants.ts, which the public pages load: only the project editor shows them.
 */
export const PRESET_TECHNOLOGIES = [
  'React', 'Next.js', 'Vue.js', 'Angular', 'Svelte', 'Node.js', 'Express', 'Fastify', 'Deno', 'Bun', 'Python',
  'Django', 'Flask', 'FastAPI', 'JavaScript', 'TypeScript', 'PHP', 'Java', 'C#', 'Go', 'Rust', 'MongoDB',
  'PostgreSQL', 'MySQL', 'Redis', 'Firebase', 'AWS', 'Vercel', 'Netlify', 'Docker', 'Kubernetes', 'React Native',
  'Flutter', 'Swift', 'Kotlin', 'TensorFlow', 'PyTorch', 'OpenAI', 'LangChain', 'Unity', 'Unreal Engine', 'Godot',
  'Tailwind CSS', 'Styled Components', 'Sass', 'CSS3',
] as const;
