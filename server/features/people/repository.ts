import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { follows, peopleCounts, projectMedia, type ProjectMediaRow, projects, type UserRow, uploads, users } from '../../db/schema';
import type { MediaDetailColumns } from '../../core/projects/mappers';
import type { ProjectScope } from '../../core/people/policy';
import { cardMediaColumns, cardMediaOrder } from '../../core/projects/card-preview';

export interface DeveloperCounts {
  projectCount: number;
  likesReceived: number;
  followersCount: number;
  followingCount: number;
}

/** The four numbers of a developer page in one round trip, each an indexed lookup. */
/** A profile's four counts in one statement, built once and prepared (a profile is a hot page). */
/**
 * A profile's counts, as the triggers of migration 0017 keep them (issue 12): one primary-key read
 * however many followers or projects the person has. No row: none of them yet.
 */
export async function developerCounts(db: Executor, userId: string): Promise<DeveloperCounts> {
  const statement = preparedStatement(db, 'people:profile-counts', (name) =>
    db
      .select({
        projectCount: peopleCounts.listedProjects,
        likesReceived: peopleCounts.likesReceived,
        followersCount: peopleCounts.followers,
        followingCount: peopleCounts.following,
      })
      .from(peopleCounts)
      .where(eq(peopleCounts.userId, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row ?? { projectCount: 0, likesReceived: 0, followersCount: 0, followingCount: 0 };
}

/**
 * The person's followers as the profile shows them (`people_counts`, decision 0037: follows from
 * banned people are kept, for an unban to restore them, but not counted). Read after a follow or
 * unfollow in the same statement's wake: the trigger has moved it already.
 */
export async function countFollowers(db: Executor, userId: string): Promise<number> {
  return (await developerCounts(db, userId)).followersCount;
}

/** True when a new follow was recorded; the primary key makes a repeated follow a no-op. */
export async function insertFollow(db: Executor, followerId: string, followingId: string): Promise<boolean> {
  const inserted = await db
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return inserted.length > 0;
}

export async function deleteFollow(db: Executor, followerId: string, followingId: string): Promise<void> {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
}

export async function isFollowing(db: Executor, followerId: string, followingId: string): Promise<boolean> {
  const [row] = await db
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .limit(1);
  return row !== undefined;
}

const SCOPES: Record<ProjectScope, SQL> = {
  all: sql`true`,
  published: sql`${projects.published}`,
  listed: sql`${projects.listed}`,
};

export interface DeveloperProjectRow {
  id: string;
  slug: string;
  userId: string;
  title: string;
  description: string | null;
  categories: string[];
  tags: string[];
  technologies: string[];
  likesCount: number;
  commentsCount: number;
  viewsCount: number;
  featured: boolean;
  published: boolean;
  previewMediaId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A page of one person's projects, newest first, with the number of all of them. */
export async function listProjectsOfUser(
  db: Executor,
  userId: string,
  scope: ProjectScope,
  page: { limit: number; offset: number },
): Promise<{ rows: DeveloperProjectRow[]; total: number }> {
  const where = and(eq(projects.userId, userId), SCOPES[scope]);
  // The window count comes with the page itself; only a page past the end needs its own count.
  const rows = await db
    .select({
      id: projects.id,
      slug: projects.slug,
      userId: projects.userId,
      title: projects.title,
      description: projects.description,
      categories: projects.categories,
      tags: projects.tags,
      technologies: projects.technologies,
      likesCount: projects.likesCount,
      commentsCount: projects.commentsCount,
      viewsCount: projects.viewsCount,
      featured: projects.featured,
      published: projects.published,
      previewMediaId: projects.previewMediaId,
      createdAt: projects.createdAt,
      updatedAt: projects.updatedAt,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(projects).where(where);
    total = counted?.n ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export type PreviewMediaRow = Pick<ProjectMediaRow, 'projectId' | 'id' | 'type' | 'url' | 'thumbnailUrl'> & MediaDetailColumns;

/** One card medium per project, in one query: the chosen preview, else the first by order. */
export async function previewMediaOf(db: Executor, projectIds: string[]): Promise<Map<string, PreviewMediaRow>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([projectMedia.projectId], { projectId: projectMedia.projectId, ...cardMediaColumns })
    .from(projectMedia)
    .innerJoin(projects, eq(projects.id, projectMedia.projectId))
    .where(inArray(projectMedia.projectId, projectIds))
    .orderBy(projectMedia.projectId, ...cardMediaOrder);
  return new Map(rows.map((row) => [row.projectId, row]));
}

/**
 * Makes `upload` the person's avatar and forgets the previous ones, returning the storage keys
 * to delete once this has committed. The person's row is locked first, so two uploads at once
 * end with one avatar whose file exists, not with a URL pointing at a deleted file.
 */
export async function replaceAvatar(
  db: Database,
  userId: string,
  upload: Omit<typeof uploads.$inferInsert, 'userId' | 'kind'>,
): Promise<{ user: UserRow; previousKeys: string[] } | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!locked) return null;
    const previous = await tx
      .delete(uploads)
      .where(and(eq(uploads.userId, userId), eq(uploads.kind, 'avatar')))
      .returning({ storageKeys: uploads.storageKeys });
    await tx.insert(uploads).values({ ...upload, userId, kind: 'avatar' });
    const [user] = await tx
      .update(users)
      .set({ profileImageUrl: upload.url, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    if (!user) return null;
    return { user, previousKeys: previous.flatMap((row) => row.storageKeys) };
  });
}

/** Stores a fresh rendering of the bio, if the bio is still the one rendered; not an edit (`updated_at` stays). */
export async function storeBioRendering(db: Executor, id: string, source: string | null, rendering: Pick<UserRow, 'bioHtml' | 'bioRenderer'>): Promise<void> {
  await db
    .update(users)
    .set(rendering)
    .where(and(eq(users.id, id), sql`${users.bio} is not distinct from ${source}`));
}
