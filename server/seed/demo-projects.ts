import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { AppDependencies } from '../core/dependencies';
import type { UserRow } from '../db/schema';
import { escapeHtml } from '../platform/html';
import { addComment } from '../features/comments/service';
import { toggleLike } from '../features/likes/service';
import { addMedia } from '../features/projects/media-service';
import { storeUpload } from '../core/uploads/service';
import * as repository from '../features/projects/repository';
import { DEMO_COMMENTS, DEMO_PROJECTS, type DemoProject } from './demo-projects-data';
import { freeSlug } from '../features/projects/service';
import { slugify } from '../features/projects/slugs';
import { findUserByEmail } from '../core/people/user-repository';
import { changeCounts, feedKeysOf, findBySlug } from '../core/projects/project-repository';

const HOUR_MS = 3_600_000;

/** A 16:10 cover drawn from SVG: gradient, a few shapes and the title. */
function coverImage(project: DemoProject, index: number): Promise<Buffer> {
  const [from, to] = project.colors;
  const circles = Array.from({ length: 6 }, (_, n) => {
    const x = (index * 97 + n * 263) % 1600;
    const y = (index * 53 + n * 181) % 1000;
    return `<circle cx="${x}" cy="${y}" r="${80 + ((n * 37 + index * 11) % 160)}" fill="#ffffff" fill-opacity="0.07" />`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>${circles}
    <rect x="120" y="620" width="1360" height="260" rx="32" fill="#09090b" fill-opacity="0.55"/>
    <text x="180" y="760" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="96" font-weight="700" fill="#fafafa">${escapeHtml(project.title)}</text>
    <text x="180" y="835" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="40" fill="#d4d4d8">${escapeHtml(project.technologies.join(' · '))}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Demo projects with generated covers (stored through the same upload path as real ones), likes
 * and comments. Skipped when the first demo project already exists, so running it twice is safe.
 */
export async function seedDemoProjects(deps: AppDependencies): Promise<string> {
  const { db } = deps.database;
  const people = new Map<string, UserRow>();
  for (const email of new Set(DEMO_PROJECTS.map((project) => project.owner))) {
    const user = await findUserByEmail(db, email);
    if (user) people.set(email, user);
  }
  const first = DEMO_PROJECTS[0] as DemoProject;
  const marker = await findBySlug(db, slugify(first.title));
  if (marker && marker.userId === people.get(first.owner)?.id) return 'Demo projects already exist; none added.';
  const everyone = [...people.values()];
  let created = 0;
  for (const [index, project] of DEMO_PROJECTS.entries()) {
    const owner = people.get(project.owner);
    if (!owner) continue;
    const createdAt = new Date(Date.now() - project.ageHours * HOUR_MS);
    const slug = await freeSlug(db, project.title);
    const row = await db.transaction((tx) =>
      repository.insertProject(
        tx,
        {
          id: randomUUID(),
          slug,
          userId: owner.id,
          title: project.title,
          description: project.description,
          content: `${project.description}\n\nBuilt with ${project.technologies.join(', ')}.`,
          categories: project.categories,
          tags: project.tags ?? [],
          technologies: project.technologies,
          githubUrl: project.githubUrl ?? null,
          liveUrl: project.liveUrl ?? null,
          featured: project.featured ?? false,
          published: true,
          listed: true,
          createdAt,
          updatedAt: createdAt,
        },
        feedKeysOf(project.categories),
      ),
    );
    const cover = await storeUpload(deps, owner.id, await coverImage(project, index));
    await addMedia(deps, owner, row.id, { type: 'image', url: cover.url, order: 0, caption: null });
    // Engagement that varies by project, deterministically.
    const others = everyone.filter((person) => person.id !== owner.id);
    for (const [n, fan] of others.entries()) {
      if ((index + n) % 3 !== 0) await toggleLike(deps, fan, row.id);
    }
    for (let n = 0; n < index % 3; n += 1) {
      const author = others[(index + n) % others.length];
      if (author) await addComment(deps, author, row.id, DEMO_COMMENTS[(index + n) % DEMO_COMMENTS.length] as string);
    }
    await db.transaction((tx) => changeCounts(tx, row.id, { views: 20 + ((index * 37) % 180) }));
    created += 1;
  }
  return `Seeded ${created} demo project(s) with images, likes and comments.`;
}
