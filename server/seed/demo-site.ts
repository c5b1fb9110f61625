import { randomUUID } from 'node:crypto';
import type { AppDependencies } from '../core/dependencies';
import { users } from '../db/schema';
import { seedDemoProjects } from './demo-projects';
import { passwordsOf } from '../platform/passwords';

export const DEMO_PASSWORD = 'shipyard-demo';

const developers = [
  { firstName: 'Demo', lastName: 'User', email: 'demo@shipyard.local', title: 'Full-stack developer', location: 'Lisbon', skills: ['TypeScript', 'React', 'PostgreSQL'], bio: 'I try every new framework so you do not have to.' },
  { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@shipyard.local', title: 'Compiler engineer', location: 'London', skills: ['Rust', 'LLVM', 'Compilers'], bio: 'Analytical engines, then and now.' },
  { firstName: 'Grace', lastName: 'Hopper', email: 'grace@shipyard.local', title: 'Systems programmer', location: 'Arlington', skills: ['COBOL', 'Go', 'Distributed systems'], bio: 'It is easier to ask forgiveness than it is to get permission.' },
  { firstName: 'Linus', lastName: 'Berg', email: 'linus@shipyard.local', title: 'Game developer', location: 'Stockholm', skills: ['Godot', 'C#', 'Shaders'], bio: 'Small games with big feelings.' },
  { firstName: 'Mei', lastName: 'Tanaka', email: 'mei@shipyard.local', title: 'ML engineer', location: 'Osaka', skills: ['Python', 'PyTorch', 'MLOps'], bio: 'Models that run on a laptop.' },
  { firstName: 'Sam', lastName: 'Okafor', email: 'sam@shipyard.local', title: 'Mobile developer', location: 'Lagos', skills: ['Kotlin', 'Swift', 'Flutter'], bio: 'Offline-first apps for patchy networks.' },
];

/** Demo accounts (all verified, one password) so a new install has something to look at. */
export async function seedDemoSite(deps: AppDependencies): Promise<string> {
  const passwordHash = await passwordsOf(deps).hash(DEMO_PASSWORD);
  const inserted = await deps.database.db
    .insert(users)
    .values(developers.map((developer) => ({ id: randomUUID(), ...developer, emailVerified: true, passwordHash })))
    .onConflictDoNothing({ target: users.email })
    .returning({ email: users.email });
  const projects = await seedDemoProjects(deps);
  return [
    `Seeded ${inserted.length} new demo account(s) (${developers.length - inserted.length} already existed).`,
    projects,
    `Sign in as demo@shipyard.local with the password "${DEMO_PASSWORD}".`,
  ].join('\n');
}
