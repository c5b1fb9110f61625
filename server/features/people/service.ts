import { staffRoleOf } from '../../../common/roles';
import type { CurrentUser } from '../../../common/auth';
import { effectiveStatus } from '../../../common/account-status';
import {
  DEVELOPER_NOT_FOUND_MESSAGE,
  type PublicDeveloper,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  type SocialLink,
  type SocialPlatform,
  socialLinkUrl,
  type UpdateProfile,
} from '../../../common/people';
import type { ProjectListItem } from '../../../common/projects';
import type { AppDependencies } from '../../core/dependencies';
import type { UserRow } from '../../db/schema';
import { toPreviewMedia } from '../../core/projects/mappers';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { renderWriteup, textOfRendering, WRITEUP_RENDERER_VERSION } from '../../platform/writeups/render';
import * as repository from './repository';
import { vocabularies } from './directory';
import { isBlockedEitherWay } from '../../core/people/block-repository';
import { toCurrentUser } from '../../core/people/current-user';
import { canSeeContactDetails, canSeeSocialLinks, canViewProfile, followRefusal, isShownToOthers, projectScope, type Viewer } from '../../core/people/policy';
import { isProfilePrivate } from '../../core/people/settings-repository';
import { findUserById, updateUser } from '../../core/people/user-repository';

type Deps = AppDependencies;

/**
 * The person behind a developer page, or the spec's 404 for unknown ones and, to others, banned
 * and never-verified ones (`canViewProfile`), and for visitors when the person turned "public
 * profile" off in Settings.
 */
async function visiblePerson(deps: Deps, viewer: Viewer, id: string): Promise<UserRow> {
  const person = await findUserById(deps.database.db, id);
  if (!person || !canViewProfile(viewer, person)) throw notFound(DEVELOPER_NOT_FOUND_MESSAGE);
  if (viewer === null && (await isProfilePrivate(deps.database.db, person.id))) throw notFound(DEVELOPER_NOT_FOUND_MESSAGE);
  return person;
}

function socialLinksOf(person: UserRow, withContact: boolean): SocialLink[] {
  const links: SocialLink[] = [];
  for (const type of SOCIAL_PLATFORMS) {
    const value = person[type];
    if (!value) continue;
    if (!withContact && (type === 'website' || type === 'publicEmail')) continue;
    links.push({ id: type, type, value, label: SOCIAL_PLATFORM_LABELS[type], url: socialLinkUrl(type, value) });
  }
  return links;
}

export async function getDeveloper(deps: Deps, viewer: Viewer, id: string): Promise<PublicDeveloper> {
  const person = await visiblePerson(deps, viewer, id);
  const counts = await repository.developerCounts(deps.database.db, person.id);
  const now = new Date();
  const contact = canSeeContactDetails(viewer, person, now);
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    profileImageUrl: person.profileImageUrl,
    title: person.title,
    bio: person.bio,
    ...(await bioOf(deps, person)),
    location: person.location,
    skills: person.skills,
    createdAt: person.createdAt.toISOString(),
    status: effectiveStatus(person, now),
    staffRole: staffRoleOf(person.role),
    ...counts,
    website: contact ? person.website : null,
    publicEmail: contact ? person.publicEmail : null,
    socialLinks: canSeeSocialLinks(viewer, person, now) ? socialLinksOf(person, contact) : [],
  };
}

/**
 * A page of the person's projects in the projects feature's list-item shape, in three queries
 * whatever the page size (person, page, previews). The author is the person already loaded.
 */
export async function listDeveloperProjects(
  deps: Deps,
  viewer: Viewer,
  id: string,
  page: { limit: number; offset: number },
): Promise<{ items: ProjectListItem[]; total: number }> {
  const { db } = deps.database;
  const person = await visiblePerson(deps, viewer, id);
  const { rows, total } = await repository.listProjectsOfUser(db, person.id, projectScope(viewer, person.id), page);
  const previews = await repository.previewMediaOf(
    db,
    rows.map((row) => row.id),
  );
  const author = {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    profileImageUrl: person.profileImageUrl,
    title: person.title,
    staffRole: staffRoleOf(person.role),
  };
  const items = rows.map(({ createdAt, updatedAt, ...row }) => {
    const preview = previews.get(row.id);
    return {
      ...row,
      _count: { likes: row.likesCount, comments: row.commentsCount },
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
      previewMedia: preview ? toPreviewMedia(preview) : null,
      user: author,
    };
  });
  return { items, total };
}

/** Turns the validated body into column changes; `socialLinks` replaces the whole set of links. */
function profileChanges(input: UpdateProfile): Partial<UserRow> {
  const changes: Partial<Record<keyof UserRow, unknown>> = {};
  for (const key of ['firstName', 'lastName', 'title', 'bio', 'location', 'skills', ...SOCIAL_PLATFORMS] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  if (input.socialLinks) {
    const given = new Map<SocialPlatform, string>(input.socialLinks.map((link) => [link.type, link.value]));
    for (const platform of SOCIAL_PLATFORMS) changes[platform] = given.get(platform) ?? null;
  }
  return changes as Partial<UserRow>;
}

/** The bio's rendering (decision 0030): made from its Markdown whenever the bio is set. */
async function bioRendering(deps: Deps, bio: string | null): Promise<Pick<UserRow, 'bioHtml' | 'bioRenderer'>> {
  const rendered = await renderWriteup(deps, bio);
  return { bioHtml: bio === null ? null : rendered.html, bioRenderer: rendered.version };
}

/** The bio's rendering for the developer page, and its words for the page's description. */
async function bioOf(deps: Deps, person: UserRow): Promise<{ bioHtml: string | null; bioText: string | null }> {
  const { bioHtml } = await freshBio(deps, person);
  return { bioHtml, bioText: bioHtml ? textOfRendering(bioHtml) : null };
}

/** A bio rendered by an older renderer (or before decision 0030) is rendered and stored again. */
async function freshBio(deps: Deps, person: UserRow): Promise<UserRow> {
  if (person.bioRenderer === WRITEUP_RENDERER_VERSION) return person;
  const rendering = await bioRendering(deps, person.bio);
  await repository.storeBioRendering(deps.database.db, person.id, person.bio, rendering);
  return Object.assign(person, rendering);
}

/** Whether an edit touches the fields people_words is made of (name, title, skills; migration 0005). */
function changesWords(input: UpdateProfile): boolean {
  return input.firstName !== undefined || input.lastName !== undefined || input.title !== undefined || input.skills !== undefined;
}

export async function updateProfile(deps: Deps, user: UserRow, input: UpdateProfile): Promise<CurrentUser> {
  const changes = profileChanges(input);
  if (input.bio !== undefined) Object.assign(changes, await bioRendering(deps, input.bio));
  const updated = await updateUser(deps.database.db, user.id, changes);
  if (!updated) throw notFound('Account not found');
  // The words people use (people_words) may have changed: the next misspelled search reloads them.
  if (changesWords(input)) deps.scope.get(vocabularies, deps).markStale();
  return toCurrentUser(updated);
}

export async function follow(deps: Deps, viewer: UserRow, id: string): Promise<{ created: boolean; followersCount: number }> {
  const { db } = deps.database;
  const person = await findUserById(db, id);
  // Following someone not shown to others is refused like an unknown one, even for admins: nothing to see.
  if (!person || !isShownToOthers(person)) throw notFound(DEVELOPER_NOT_FOUND_MESSAGE);
  const blocked = viewer.id !== person.id && (await isBlockedEitherWay(db, viewer.id, person.id));
  const refusal = followRefusal(viewer, person, blocked);
  if (refusal) throw blocked ? forbidden(refusal) : badRequest(refusal);
  const created = await repository.insertFollow(db, viewer.id, person.id);
  if (created) await deps.events.emit('person-followed', { followerId: viewer.id, followedId: person.id });
  return { created, followersCount: await repository.countFollowers(db, person.id) };
}

/** Idempotent; works on a banned person too, so nobody is stuck following a hidden account. */
export async function unfollow(deps: Deps, viewer: UserRow, id: string): Promise<{ followersCount: number }> {
  const { db } = deps.database;
  const person = await findUserById(db, id);
  if (!person) throw notFound(DEVELOPER_NOT_FOUND_MESSAGE);
  await repository.deleteFollow(db, viewer.id, person.id);
  return { followersCount: await repository.countFollowers(db, person.id) };
}

export async function isFollowing(deps: Deps, viewer: UserRow, id: string): Promise<boolean> {
  await visiblePerson(deps, viewer, id);
  return repository.isFollowing(deps.database.db, viewer.id, id);
}
