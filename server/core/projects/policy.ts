import { isStaff, type Viewer } from '../people/policy';

/**
 * Who may do what with a project. Pure functions, tested for every role; services call them after
 * loading the row. Anything a viewer may not see answers 404 exactly like a missing id, so drafts
 * and hidden projects never leak their existence.
 */
export interface ProjectAccess {
  userId: string;
  published: boolean;
  hiddenAt: Date | null;
  /** published, not hidden, author not banned (kept by the services). */
  listed: boolean;
}

const isOwner = (viewer: Viewer, project: ProjectAccess): boolean => viewer?.id === project.userId;

/** Public when listed; drafts, hidden projects and those of banned authors: owner and staff (decision 0023). */
export function canView(viewer: Viewer, project: ProjectAccess): boolean {
  return project.listed || isOwner(viewer, project) || isStaff(viewer);
}

/**
 * Edit, delete, media and preview: the owner only (spec §6). Whether the owner may act at all
 * (not sanctioned) is the status gate's question, answered before this (people policy `actRefusal`).
 */
export function canEdit(viewer: Viewer, project: ProjectAccess): boolean {
  return viewer !== null && isOwner(viewer, project);
}

/**
 * Like, unlike and comment: anyone who can see the project, except on a draft. Admins may read a
 * draft to moderate it, but a like or a comment would be a stranger's mark on work its author has
 * not published, so a draft takes them from its owner only and is a 404 for everyone else,
 * exactly like a missing id. (Sanctioned accounts were stopped before: `actRefusal`.)
 */
export function canEngage(viewer: NonNullable<Viewer>, project: ProjectAccess): boolean {
  return canView(viewer, project) && (project.published || isOwner(viewer, project));
}

export interface CommentAccess {
  userId: string;
  hiddenAt: Date | null;
  authorBanned: boolean;
}

/** Hidden comments, and those of banned people, stay visible to their author and staff. */
export function canSeeComment(viewer: Viewer, comment: CommentAccess): boolean {
  if (!comment.hiddenAt && !comment.authorBanned) return true;
  return viewer?.id === comment.userId || isStaff(viewer);
}
