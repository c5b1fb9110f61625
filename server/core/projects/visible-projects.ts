import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../platform/errors';
import { canEdit, canEngage, canView, type ProjectAccess } from './policy';
import { findById, findBySlug } from './project-repository';

export const PROJECT_MESSAGES = {
  notFound: 'Project not found',
  notOwner: 'You can only edit your own projects',
  previewNotMedia: "The preview must be one of this project's media",
  deleted: 'Project deleted successfully',
} as const;

/**
 * The project if this viewer may see it; otherwise the same 404 as a missing id. Visitors do not
 * see the projects of people who turned "public profile" off in Settings (the row's own copy of
 * that flag, kept by the settings change, as the visitor feeds read it).
 */
export async function findVisible(db: Executor, viewer: UserRow | null, where: { id: string } | { slug: string }) {
  return visibleOrNotFound(viewer, 'id' in where ? await findById(db, where.id) : await findBySlug(db, where.slug));
}

/** `findVisible`'s rule for a project row loaded some other way (the project page's one statement). */
export function visibleOrNotFound<T extends ProjectAccess & { authorPrivate: boolean }>(viewer: UserRow | null, project: T | null): T {
  if (!project || !canView(viewer, project) || (viewer === null && project.authorPrivate)) throw notFound(PROJECT_MESSAGES.notFound);
  return project;
}

/** 404 when the user cannot see it (never reveal a draft), 403 when they see it but do not own it. */
export async function findEditable(db: Executor, user: UserRow, id: string) {
  const project = await findVisible(db, user, { id });
  if (!canEdit(user, project)) throw forbidden(PROJECT_MESSAGES.notOwner);
  return project;
}

/** A project this user may like or comment on (`canEngage`): else the same 404 as a missing id. */
export async function findEngageable(db: Executor, user: UserRow, projectId: string) {
  const project = await findVisible(db, user, { id: projectId });
  if (!canEngage(user, project)) throw notFound(PROJECT_MESSAGES.notFound);
  return project;
}
