import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { CATEGORY_GROUPS, isCategory, isCategoryGroup } from '../../../common/categories';
import type { CreatedProject, createProjectSchema, ProjectDetail, updateProjectSchema } from '../../../common/projects';
import type { AppDependencies } from '../../core/dependencies';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound } from '../../platform/errors';
import * as uploadsRepository from '../../core/uploads/repository';
import { deleteStoredFiles } from '../../core/uploads/service';
import * as repository from './repository';
import { SLUG_BATCHES, slugCandidates, slugify } from './slugs';
import { projectPage } from './page-repository';
import { hourOf, viewCounters } from './view-counter';
import { type VisitorPage, visitorPageKey, visitorProjectPages } from './visitor-pages';
import { CountedAnswer } from '../../platform/shared-answers';
import { toDetail } from '../../core/projects/mappers';
import { feedKeysOf, mediaOf } from '../../core/projects/project-repository';
import { PROJECT_MESSAGES, findEditable, visibleOrNotFound } from '../../core/projects/visible-projects';
import { isUniqueViolation } from '../../platform/database-errors';
import { freshenContent, keepWriteupImages, renderContent } from './writeup';

type Deps = AppDependencies;
export type CreateProject = z.output<typeof createProjectSchema>;
export type UpdateProject = z.output<typeof updateProjectSchema>;

/** Who is looking, for counting views: the account, or a keyed hash of address and browser. */
export interface Visitor {
  userId: string | null;
  ip: string;
  userAgent: string;
}

function viewerKey(deps: Deps, visitor: Visitor): string {
  if (visitor.userId) return `u:${visitor.userId}`;
  // Keyed, so the stored value cannot be turned back into an address by trying them all.
  return `v:${createHmac('sha256', deps.config.sessionSecret).update(`${visitor.ip}\n${visitor.userAgent}`).digest('base64url').slice(0, 32)}`;
}

/** A project page as read, before this process's unwritten views are added to its count. */
interface ReadPage extends Omit<VisitorPage, 'answer'> {
  /** Whether this viewer's view of this hour is stored; unknown when the page came from the cache. */
  viewStored?: boolean;
  /** Visitors share the encoded answer (visitor-pages.ts); a signed-in reader's is made for them. */
  answer: CountedAnswer | null;
}

export interface ViewedProject {
  detail: ProjectDetail;
  answer: CountedAnswer | null;
}

/**
 * The project page: counts the view (once per viewer per hour, never the owner's; written in
 * batches by view-counter.ts) and answers the detail with the views not yet written included.
 */
export async function viewProject(deps: Deps, viewer: UserRow | null, where: { id: string } | { slug: string }, visitor: Visitor): Promise<ViewedProject> {
  const now = Date.now();
  const key = viewerKey(deps, visitor);
  const page = viewer === null ? await visitorPage(deps, where, key, now) : await readPage(deps, viewer, where, key, now);
  const { project } = page;
  const views = deps.scope.get(viewCounters, deps);
  if (project.listed && viewer?.id !== project.userId) await views.view(project.id, key, { now, stored: page.viewStored });
  const unwritten = views.unwritten(project.id);
  return { detail: unwritten === 0 ? page.detail : { ...page.detail, viewsCount: page.detail.viewsCount + unwritten }, answer: page.answer };
}

async function readPage(deps: Deps, viewer: UserRow | null, where: { id: string } | { slug: string }, key: string, now: number): Promise<ReadPage> {
  const page = await projectPage(deps.database.db, where, { key, hour: hourOf(now) });
  const project = await freshenContent(deps, visibleOrNotFound(viewer, page?.project ?? null));
  return { project, detail: toDetail(project, page?.media ?? []), viewStored: page?.viewStored, answer: null };
}

/** A visitor's page from this process's copy of the last second, else read and kept for the next. */
async function visitorPage(deps: Deps, where: { id: string } | { slug: string }, key: string, now: number): Promise<ReadPage> {
  const cache = deps.scope.get(visitorProjectPages, deps);
  const cacheKey = visitorPageKey(where);
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const version = cache.version;
  const page = await readPage(deps, null, where, key, now);
  const kept: VisitorPage = { project: page.project, detail: page.detail, answer: new CountedAnswer() };
  cache.setUnlessCleared(cacheKey, kept, version);
  return { ...kept, viewStored: page.viewStored };
}

/** A slug made once from the title and unique (decision 11): my-app, my-app-2, … */
export async function freeSlug(db: Executor, title: string): Promise<string> {
  const base = slugify(title);
  for (let batch = 0; batch < SLUG_BATCHES; batch += 1) {
    const candidates = slugCandidates(base, batch);
    const taken = new Set(await repository.takenSlugs(db, candidates));
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

export async function createProject(deps: Deps, user: UserRow, input: CreateProject): Promise<CreatedProject> {
  const { db } = deps.database;
  const createdAt = new Date();
  // Rendered before the transaction: highlighting a long write-up takes a while, and holds no lock.
  const { images, ...rendering } = await renderContent(deps, input.content);
  for (let attempt = 0; ; attempt += 1) {
    const slug = await freeSlug(db, input.title);
    try {
      const project = await db.transaction((tx) =>
        repository.insertProject(
          tx,
          {
            id: randomUUID(),
            slug,
            userId: user.id,
            ...input,
            ...rendering,
            listed: input.published,
            createdAt,
            updatedAt: createdAt,
          },
          feedKeysOf(input.categories),
        ),
      );
      await keepWriteupImages(deps, user.id, project.id, images);
      return { id: project.id, slug: project.slug };
    } catch (error) {
      // Another request took the same slug between our look-up and our insert: look again.
      if (attempt < 4 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/**
 * Decision 1: `categories` as on create, or the edit form's single `category`. A category stands
 * alone; a group keeps those of the project's categories that belong to it, or else takes the
 * group's first category.
 */
export function resolveCategories(input: Pick<UpdateProject, 'categories' | 'category'>, existing: readonly string[]): string[] {
  if (input.categories) return input.categories;
  const chosen = input.category ?? '';
  if (isCategory(chosen)) return [chosen];
  if (!isCategoryGroup(chosen)) throw badRequest('Please select a category');
  const members: readonly string[] = CATEGORY_GROUPS[chosen];
  const kept = existing.filter((category) => members.includes(category));
  return kept.length > 0 ? kept : [members[0] as string];
}

export async function updateProject(deps: Deps, user: UserRow, id: string, input: UpdateProject): Promise<ProjectDetail> {
  const { db } = deps.database;
  const project = await findEditable(db, user, id);
  const categories = resolveCategories(input, project.categories);
  const published = input.published ?? project.published;
  const { images, ...rendering } = await renderContent(deps, input.content);
  const updated = await db.transaction((tx) =>
    repository.updateProject(
      tx,
      id,
      {
        // The slug stays as it was (decision 11): shared links keep working after a rename.
        title: input.title,
        description: input.description,
        content: input.content,
        ...rendering,
        categories,
        githubUrl: input.githubUrl,
        liveUrl: input.liveUrl,
        youtubeUrl: input.youtubeUrl,
        ...(input.tags ? { tags: input.tags } : {}),
        ...(input.technologies ? { technologies: input.technologies } : {}),
        ...(input.featured !== undefined ? { featured: input.featured } : {}),
        published,
        // Only an active owner gets here, so the author is not banned.
        listed: published && project.hiddenAt === null,
      },
      feedKeysOf(categories),
    ),
  );
  if (!updated) throw notFound(PROJECT_MESSAGES.notFound);
  await keepWriteupImages(deps, user.id, id, images);
  return toDetail({ ...updated, ...rendering, author: project.author }, await mediaOf(db, id));
}

/** Deletes the project with everything hanging off it, then its files. */
export async function deleteProject(deps: Deps, user: UserRow, id: string, log?: { warn: (obj: object, msg: string) => void }) {
  const { db } = deps.database;
  await findEditable(db, user, id);
  const keys = await db.transaction(async (tx) => {
    const mediaIds = await repository.deleteProject(tx, id);
    return uploadsRepository.deleteUploadsOfMedia(tx, [...mediaIds, uploadsRepository.writeupUploadsKey(id)]);
  });
  await deleteStoredFiles(deps, keys, log);
}

export async function setPreview(deps: Deps, user: UserRow, id: string, mediaId: string) {
  const { db } = deps.database;
  await findEditable(db, user, id);
  const media = await mediaOf(db, id);
  if (!media.some((item) => item.id === mediaId)) throw badRequest(PROJECT_MESSAGES.previewNotMedia);
  await repository.setPreview(db, id, mediaId);
  return { id, previewMediaId: mediaId };
}
