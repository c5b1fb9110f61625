import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { projectCategories, projectMedia, projects, projectViews, users } from '../../db/schema';
import type { PendingView } from './view-counter';
import { authorPrivateOf } from '../../core/people/settings-repository';
import { copyToCategoryRows, type ProjectRecord, projectColumns } from '../../core/projects/project-repository';
import { newProjectScore, trendingScoreOf, VIEW_RESCORE_STEP } from '../../core/projects/trending';

/** Row-locks the project for the rest of the transaction (media count, preview changes). */
export async function lockById(tx: Executor, id: string): Promise<ProjectRecord | null> {
  const [row] = await tx.select(projectColumns).from(projects).where(eq(projects.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function takenSlugs(db: Executor, candidates: string[]): Promise<string[]> {
  const rows = await db.select({ slug: projects.slug }).from(projects).where(inArray(projects.slug, candidates));
  return rows.map((row) => row.slug);
}

/** The denormalized feed rows: one per feed key (`feedKeysOf`), copying the sort keys of the project. */
async function writeCategoryRows(tx: Executor, project: ProjectRecord, keys: readonly string[]): Promise<void> {
  await tx.delete(projectCategories).where(eq(projectCategories.projectId, project.id));
  if (keys.length === 0) return;
  await tx.insert(projectCategories).values(
    keys.map((category) => ({
      category,
      projectId: project.id,
      listed: project.listed,
      featured: project.featured,
      authorPrivate: project.authorPrivate,
      createdAt: project.createdAt,
      trendingScore: project.trendingScore,
    })),
  );
}

/**
 * Inserts the project, scored as a new one, and its feed rows. `author_private` is copied from the author's settings,
 * after a share lock on the author: a "public profile" change (which locks that row first, see
 * settings repository) either has committed, and this statement's snapshot sees it, or waits for
 * this transaction and then updates the new rows too.
 */
export async function insertProject(
  tx: Executor,
  values: Omit<typeof projects.$inferInsert, 'authorPrivate' | 'trendingScore'> & { createdAt: Date },
  keys: readonly string[],
): Promise<ProjectRecord> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('share');
  const [row] = await tx
    .insert(projects)
    .values({ ...values, authorPrivate: authorPrivateOf(values.userId), trendingScore: newProjectScore(values.createdAt) })
    .returning(projectColumns);
  if (!row) throw new Error('project was not inserted');
  await writeCategoryRows(tx, row, keys);
  return row;
}

/** Updates the row; rewrites the feed rows when `keys` is given, else copies the flags to them. */
export async function updateProject(
  tx: Executor,
  id: string,
  values: Partial<typeof projects.$inferInsert>,
  keys?: readonly string[],
): Promise<ProjectRecord | null> {
  const [row] = await tx
    .update(projects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(projects.id, id))
    .returning(projectColumns);
  if (!row) return null;
  if (keys) await writeCategoryRows(tx, row, keys);
  else await copyToCategoryRows(tx, [id]);
  return row;
}

export async function setPreview(tx: Executor, id: string, previewMediaId: string | null): Promise<void> {
  await tx.update(projects).set({ previewMediaId, updatedAt: new Date() }).where(eq(projects.id, id));
}

/** Deletes the project (media, likes, comments, views and feed rows cascade); returns its media ids. */
export async function deleteProject(tx: Executor, id: string): Promise<string[]> {
  const media = await tx.select({ id: projectMedia.id }).from(projectMedia).where(eq(projectMedia.projectId, id));
  await tx.delete(projects).where(eq(projects.id, id));
  return media.map((row) => row.id);
}

/**
 * Whether this viewer's view of the project in this hour is stored already. One row per viewer per
 * hour (viewer = user id, or a keyed hash of address and browser): a reload loop cannot inflate the count.
 */
export async function viewExists(db: Executor, projectId: string, viewerKey: string, hour: Date): Promise<boolean> {
  const rows = await db
    .select({ projectId: projectViews.projectId })
    .from(projectViews)
    .where(and(eq(projectViews.projectId, projectId), eq(projectViews.viewerKey, viewerKey), eq(projectViews.hour, hour)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Stores a batch of views and moves each project's view count by its views that were new;
 * answers the projects whose count moved (their trending score is owed: `rescoreTrending`).
 * Projects deleted meanwhile are skipped; views another process stored first are not counted
 * twice. Rows are locked in id order so concurrent batches cannot deadlock.
 */
export async function recordViews(db: Executor, views: readonly PendingView[]): Promise<string[]> {
  if (views.length === 0) return [];
  const batch = JSON.stringify(views.map((view) => ({ project_id: view.projectId, viewer_key: view.viewerKey, hour: view.hour.toISOString() })));
  const changed = await db.execute<{ id: string }>(sql`
    with batch as (
      select * from jsonb_to_recordset(${batch}::jsonb) as b(project_id text, viewer_key text, hour timestamptz)
    ), locked as (
      select ${projects.id} from ${projects} where ${projects.id} in (select project_id from batch) order by ${projects.id} for update
    ), inserted as (
      insert into ${projectViews} (project_id, viewer_key, hour)
      select project_id, viewer_key, hour from batch where project_id in (select id from locked)
      on conflict do nothing
      returning project_id
    ), counted as (
      select project_id, count(*)::int as views from inserted group by project_id
    )
    update ${projects} set views_count = ${projects.viewsCount} + counted.views
    from counted where ${projects.id} = counted.project_id
    returning ${projects.id}`);
  return changed.rows.map((row) => row.id);
}

/**
 * Recomputes the trending score of these projects from their view counts, and copies it to their
 * feed rows — only where it moved by VIEW_RESCORE_STEP or more (decision 0004): a view is the
 * lightest engagement, and rewriting a project's feed rows and their indexes for a fraction of a
 * percent of its weight cost more disk than every page read meanwhile (issue 12). Views below the
 * step stay counted and move the score once enough of them add up. The transaction does not wait
 * for its commit to reach the disk: a score lost in a crash is behind by a few views at most.
 */
export async function rescoreTrending(db: Database, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const score = trendingScoreOf({
    likes: sql`${projects.likesCount}`,
    comments: sql`${projects.commentsCount}`,
    views: sql`${projects.viewsCount}`,
    saves: sql`${projects.savesCount}`,
    createdAt: sql`${projects.createdAt}`,
  });
  // Only the rows that moved are locked: a row lock writes to the row's page too, and after a
  // checkpoint the first write to a page puts the whole page in the WAL.
  const movedEnough = sql`abs(${projects.trendingScore} - ${score}) >= ${sql.raw(String(VIEW_RESCORE_STEP))}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const changed = await tx.execute<{ id: string }>(sql`
      with locked as (
        select ${projects.id} from ${projects} where ${inArray(projects.id, [...ids])} and ${movedEnough} order by ${projects.id} for update
      )
      update ${projects} set trending_score = ${score}
      where ${projects.id} in (select id from locked) and ${movedEnough}
      returning ${projects.id}`);
    const moved = changed.rows.map((row) => row.id);
    await copyToCategoryRows(tx, moved);
    return moved.length;
  });
}

/** Rows older than the current hour's window are never consulted again. */
export async function pruneViews(db: Executor, before: Date): Promise<void> {
  await db.delete(projectViews).where(lt(projectViews.hour, before));
}

/**
 * Stores a fresh rendering of the write-up. Not an edit: `updated_at` stays. Only a row still
 * holding the same source is written, so a rendering cannot overwrite a newer edit's.
 */
export async function storeContentRendering(
  db: Executor,
  id: string,
  source: string | null,
  rendering: Pick<typeof projects.$inferInsert, 'contentHtml' | 'contentText' | 'contentToc' | 'contentRenderer'>,
): Promise<void> {
  await db
    .update(projects)
    .set(rendering)
    .where(and(eq(projects.id, id), sql`${projects.content} is not distinct from ${source}`));
}
