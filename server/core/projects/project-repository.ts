import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { filterKeysOf } from '../../../common/categories';
import type { Executor } from '../../db/client';
import { projectCategories, projectMedia, projects, users } from '../../db/schema';
import type { StaffRole } from '../../../common/roles';
import { notBanned, staffRoleColumn } from '../people/user-repository';
import { trendingScoreOf } from './trending';

/**
 * The project rows several features read and the invariants they all keep: the counts and their
 * trending score, `listed`, and the feed rows (project_categories) that copy them. The projects
 * feature owns creating, editing and deleting a project; likes, comments, moderation and account
 * deletion move its counts and its `listed` through here.
 *
 * `projectColumns`: every column but the search vector, which only the database reads, and the
 * write-up's rendering, which only the project page reads (`writeupColumns`): lists and feeds
 * would carry it for nothing.
 */
export const {
  searchVector: _vector,
  contentHtml: _html,
  contentText: _text,
  contentToc: _toc,
  ...projectColumns
} = getTableColumns(projects);
export type ProjectRecord = Omit<typeof projects.$inferSelect, 'searchVector' | 'contentHtml' | 'contentText' | 'contentToc'>;

/** The write-up's stored rendering (decision 0030), for the project page. */
export const writeupColumns = { contentHtml: projects.contentHtml, contentText: projects.contentText, contentToc: projects.contentToc };
export type WriteupFields = Pick<typeof projects.$inferSelect, 'contentHtml' | 'contentText' | 'contentToc'>;

/**
 * The feed row every project has besides those of its categories and groups: the trending order of
 * all projects is read from it (project_categories_trending_idx), so no index on `projects` holds
 * the score, and a change of counts and score rewrites the wide projects row in place — a HOT
 * update, with no entry in its seven indexes (the full-text one among them). Issue 12: a re-score
 * wrote about 35 WAL records per project before, mostly index entries.
 */
export const ALL_PROJECTS_KEY = '*';

/** The feed rows' keys of a project in these categories: all projects, each category and its groups. */
export function feedKeysOf(categories: readonly string[]): string[] {
  return [ALL_PROJECTS_KEY, ...filterKeysOf(categories)];
}

const authorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  title: users.title,
  /** The staff badge (decision 0023): 'moderator' or 'admin', null for members. */
  staffRole: staffRoleColumn,
};
export const withAuthor = { ...projectColumns, author: authorColumns };
export type ProjectWithAuthor = ProjectRecord & {
  author: { id: string; firstName: string; lastName: string; profileImageUrl: string | null; title: string | null; staffRole: StaffRole | null };
};

export async function findById(db: Executor, id: string): Promise<ProjectWithAuthor | null> {
  const [row] = await db.select(withAuthor).from(projects).innerJoin(users, eq(users.id, projects.userId)).where(eq(projects.id, id)).limit(1);
  return row ?? null;
}

export async function findBySlug(db: Executor, slug: string): Promise<ProjectWithAuthor | null> {
  const [row] = await db.select(withAuthor).from(projects).innerJoin(users, eq(users.id, projects.userId)).where(eq(projects.slug, slug)).limit(1);
  return row ?? null;
}

/** Copies the sort and filter keys of these projects to their feed rows. */
export async function copyToCategoryRows(tx: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(projectCategories)
    .set({
      listed: sql`${projects.listed}`,
      featured: sql`${projects.featured}`,
      authorPrivate: sql`${projects.authorPrivate}`,
      trendingScore: sql`${projects.trendingScore}`,
    })
    .from(projects)
    .where(
      and(
        eq(projects.id, projectCategories.projectId),
        inArray(projectCategories.projectId, [...ids]),
        // A feed row rewritten with the values it holds still costs a new row version and index entries.
        sql`(${projectCategories.listed}, ${projectCategories.featured}, ${projectCategories.authorPrivate}, ${projectCategories.trendingScore})
          is distinct from (${projects.listed}, ${projects.featured}, ${projects.authorPrivate}, ${projects.trendingScore})`,
      ),
    );
}

export interface CountDelta {
  likes?: number;
  comments?: number;
  views?: number;
  saves?: number;
}

/**
 * Moves the counters by a delta in one UPDATE and recomputes the score from the new values. The
 * row lock makes concurrent changes queue up, so `likes_count + 1` never loses an increment.
 */
export async function changeCounts(tx: Executor, id: string, delta: CountDelta) {
  const likes = sql`${projects.likesCount} + ${delta.likes ?? 0}::int`;
  const comments = sql`${projects.commentsCount} + ${delta.comments ?? 0}::int`;
  const views = sql`${projects.viewsCount} + ${delta.views ?? 0}::int`;
  const saves = sql`${projects.savesCount} + ${delta.saves ?? 0}::int`;
  const [row] = await tx
    .update(projects)
    .set({
      likesCount: likes,
      commentsCount: comments,
      viewsCount: views,
      savesCount: saves,
      trendingScore: trendingScoreOf({ likes, comments, views, saves, createdAt: sql`${projects.createdAt}` }),
    })
    .where(eq(projects.id, id))
    .returning({ likesCount: projects.likesCount, commentsCount: projects.commentsCount, viewsCount: projects.viewsCount, savesCount: projects.savesCount });
  await copyToCategoryRows(tx, [id]);
  return row ?? null;
}

/**
 * Recomputes `listed` (published, not hidden, author not banned) for one project or for every
 * project of an author — for moderation (hide, ban, unban) to call after changing those facts.
 */
export async function refreshListed(tx: Executor, where: { projectId: string } | { userId: string }): Promise<void> {
  const target = 'projectId' in where ? eq(projects.id, where.projectId) : eq(projects.userId, where.userId);
  const changed = await tx
    .update(projects)
    .set({
      listed: sql`(${projects.published} and ${projects.hiddenAt} is null and exists (select 1 from ${users} where ${users.id} = ${projects.userId} and ${notBanned}))`,
    })
    .where(target)
    .returning({ id: projects.id });
  await copyToCategoryRows(tx, changed.map((row) => row.id));
}

export async function mediaOf(db: Executor, projectId: string) {
  return db.select().from(projectMedia).where(eq(projectMedia.projectId, projectId)).orderBy(asc(projectMedia.order), asc(projectMedia.createdAt));
}

